import { fetchOwnedTemplates, type OwnedTemplate } from '@outpace/core/products';
import { useSupabaseLoader } from '@outpace/core/supabase';
import { formatAccountDate, OwnedTemplates, type OwnedTemplatesState } from '@outpace/ui';
import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '../lib/queryClient';
import { paths } from '../routing/paths';
import { templatePath } from '../routing/templatePaths';
import { templateAccessKeys } from '../routes/template/templateAccessKeys';

function acquiredLabel(template: OwnedTemplate): string {
  if (template.entitlement === 'subscription') return 'Included in your plan';
  const verb = template.entitlement === 'purchased' ? 'Bought' : 'Got it';
  return template.acquired_at ? `${verb} on ${formatAccountDate(template.acquired_at)}` : verb;
}

function OwnedTemplatesPanel({ userId }: { userId: string }) {
  const loadClient = useSupabaseLoader();
  const query = useQuery({
    queryKey: templateAccessKeys.owned(userId),
    queryFn: async () => fetchOwnedTemplates(await loadClient()),
  });
  let state: OwnedTemplatesState;
  if (query.isPending) state = { status: 'loading' };
  else if (query.isError)
    state = {
      status: 'error',
      message: 'We could not load your templates. Try again in a moment.',
      onRetry: () => void query.refetch(),
    };
  else
    state = {
      status: 'success',
      templates: query.data.map((template) => ({
        id: template.product_id,
        name: template.name,
        href: templatePath(template.slug),
        remixUrl: template.remix_url,
        acquiredLabel: acquiredLabel(template),
      })),
    };
  return <OwnedTemplates state={state} browseHref={paths.allTemplates} />;
}

/** "Your templates" on the account page: what the signed-in account owns (docs/product.md#getting-a-template). */
export function YourTemplates({ userId }: { userId: string }) {
  return (
    <QueryProvider>
      <OwnedTemplatesPanel userId={userId} />
    </QueryProvider>
  );
}
