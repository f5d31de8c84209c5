import { fetchOwnedTemplates, type OwnedTemplate } from '@outpace/core/products';
import { useSupabaseLoader } from '@outpace/core/supabase';
import { formatAccountDate, OwnedTemplates, type OwnedTemplatesState } from '@outpace/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryProvider } from '../lib/queryClient';
import { paths } from '../routing/paths';
import { templatePath } from '../routing/templatePaths';
import { templateAccessKeys } from '../pages/template/templateAccessKeys';
import { accountLoadErrors, ownedTemplateLabels } from '../content/account';

function acquiredLabel(template: OwnedTemplate): string {
  if (template.entitlement === 'subscription') return ownedTemplateLabels.subscription;
  const verb =
    template.entitlement === 'purchased'
      ? ownedTemplateLabels.purchased
      : ownedTemplateLabels.claimed;
  return template.acquired_at
    ? ownedTemplateLabels.on(verb, formatAccountDate(template.acquired_at))
    : verb;
}

interface YourTemplatesProps {
  userId: string;
  /**
   * Whether the account's plan is active, as the session knows it, or null while that is being checked. The list
   * is read once the check has answered, so both come from the same state of the account (read earlier, a plan
   * that ended in between would still list its templates beside "Not subscribed"), and again when the answer
   * changes (a plan confirmed while the page is open adds every Paid template; one that ends takes them away).
   */
  subscribed: boolean | null;
}

function OwnedTemplatesPanel({ userId, subscribed }: YourTemplatesProps) {
  const loadClient = useSupabaseLoader();
  const query = useQuery({
    queryKey: [...templateAccessKeys.owned(userId), { subscribed }],
    queryFn: async () => fetchOwnedTemplates(await loadClient()),
    enabled: subscribed !== null,
    // A later check (a new token, a refocused tab) keeps the list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
  let state: OwnedTemplatesState;
  if (query.isPending) state = { status: 'loading' };
  else if (query.isError)
    state = {
      status: 'error',
      message: accountLoadErrors.templates,
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
export function YourTemplates(props: YourTemplatesProps) {
  return (
    <QueryProvider>
      <OwnedTemplatesPanel {...props} />
    </QueryProvider>
  );
}
