import { useSession } from '@outpace/core/auth';
import { formatUsd } from '@outpace/core/pricing';
import {
  claimTemplate,
  fetchTemplateAccess,
  productPriceUsd,
  type Product,
} from '@outpace/core/products';
import { useSupabaseLoader } from '@outpace/core/supabase';
import type { GetTemplateState } from '@outpace/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withNext } from '../../account/safeNextPath';
import { paths } from '../../routing/paths';
import { templatePath } from '../../routing/templatePaths';
import { templateAccessKeys } from './templateAccessKeys';

/** The query parameter that finishes "get it" once the visitor is back from signing in or up. */
export const GET_PARAM = 'get';

/**
 * The get-template panel's state for `product`: from the session, then from the database (`my_templates`, where
 * `template_entitlement` decides). A visitor back from signing in with `?get=1` on a Free template gets it at once.
 */
export function useGetTemplateState(product: Product): GetTemplateState {
  const { isLoading, user } = useSession();
  const loadClient = useSupabaseLoader();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const isFree = product.price_type === 'Free';
  const userId = user?.id;

  const access = useQuery({
    queryKey: templateAccessKeys.one(userId ?? '', product.slug),
    queryFn: async () => fetchTemplateAccess(await loadClient(), product.slug),
    enabled: userId !== undefined,
  });
  const claim = useMutation({
    mutationFn: async () => claimTemplate(await loadClient(), product.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateAccessKeys.all }),
  });

  // Finish what the visitor started before signing in, once: the flag leaves the address as the claim starts.
  const finishing = useRef(false);
  const wantsGet = params.get(GET_PARAM) === '1';
  const canClaim = isFree && access.isSuccess && access.data === null;
  useEffect(() => {
    if (!wantsGet || !userId || !access.isSuccess || finishing.current) return;
    finishing.current = true;
    setParams(
      (current) => {
        current.delete(GET_PARAM);
        return current;
      },
      { replace: true },
    );
    if (canClaim) claim.mutate();
  }, [wantsGet, userId, access.isSuccess, canClaim, claim, setParams]);

  const priceLabel = isFree ? 'Free' : formatUsd(productPriceUsd(product));
  // Until the first session check answers (and in the prerendered HTML) the signed-out offer, which works
  // without JavaScript; the page hides it from a visitor with a stored session meanwhile.
  if (isLoading || !userId) {
    const next = isFree
      ? `${templatePath(product.slug)}?${GET_PARAM}=1`
      : templatePath(product.slug);
    return {
      status: 'signed-out',
      isFree,
      priceLabel,
      signInHref: withNext(paths.signIn, next),
      signUpHref: withNext(paths.signUp, next),
    };
  }
  if (access.isError)
    return {
      status: 'error',
      message: 'We could not check whether you have this template. Try again in a moment.',
      onRetry: () => void access.refetch(),
    };
  if (access.isPending) return { status: 'checking' };
  if (access.data) {
    return access.data.entitlement === 'subscription'
      ? { status: 'included', remixUrl: access.data.remix_url }
      : { status: 'owned', remixUrl: access.data.remix_url };
  }
  if (!isFree) return { status: 'paid', priceLabel };
  return {
    status: 'free',
    onGet: () => claim.mutate(),
    isGetting: claim.isPending,
    error: claim.isError
      ? 'We could not add this template to your account. Check your connection and try again.'
      : undefined,
  };
}
