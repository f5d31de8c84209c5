import { useSession } from '@outpace/core/auth';
import { formatUsd } from '@outpace/core/pricing';
import {
  claimTemplate,
  fetchTemplateAccess,
  isFree as isFreeProduct,
  productPriceUsd,
  type Product,
} from '@outpace/core/products';
import { usePaymentActions } from '@outpace/core/payments';
import { useSupabaseLoader } from '@outpace/core/supabase';
import type { CheckoutOutcome, GetTemplateState } from '@outpace/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withNext } from '../../account/safeNextPath';
import { useCheckout } from '../../payments/useCheckout';
import {
  CHECKOUT_PARAM,
  useCheckoutReturn,
  useCheckoutStart,
} from '../../payments/useCheckoutReturn';
import { useOwnRowChanges } from '../../payments/useOwnRowChanges';
import { paths } from '../../routing/paths';
import { templatePath } from '../../routing/templatePaths';
import { templateAccessKeys } from './templateAccessKeys';
import { templatePanelErrors } from '../../content/pages';

const purchaseTables = ['purchases'] as const;

/** The query parameter that finishes "get it" once the visitor is back from signing in or up. */
export const GET_PARAM = 'get';

export interface TemplatePanelState {
  panel: GetTemplateState;
  /** Where a visitor back from this template's checkout stands; null when the page was not opened from one. */
  checkout: CheckoutOutcome | null;
  /**
   * The checkout returned from paid for a template the account already had: the database recorded it as due a
   * refund (docs/product.md#payments), so the visitor is told they were not charged twice.
   */
  isSecondPayment: boolean;
}

/**
 * The get-template panel's state for `product`: from the session, then from the database (`my_templates`, where
 * `template_entitlement` decides). A visitor back from signing in with `?get=1` gets a Free template at once, and
 * is sent to a Paid one's checkout. Back from that checkout, the entitlement is read again when the payment
 * provider's confirmation has made the template the account's (heard as a purchase row written; see
 * useCheckoutReturn).
 */
export function useTemplatePanelState(product: Product): TemplatePanelState {
  const { isLoading, user } = useSession();
  const loadClient = useSupabaseLoader();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const isFree = isFreeProduct(product);
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
  const buy = useCheckout();
  const payments = usePaymentActions();
  // Back from a checkout, its own record decides, not the entitlement: a second payment for a template the
  // account had is confirmed when the webhook has recorded it too.
  const [returnedSession] = useState(() =>
    params.get(CHECKOUT_PARAM) === 'success' ? params.get('session_id') : null,
  );
  const returned = useQuery({
    queryKey: templateAccessKeys.checkout(userId ?? '', returnedSession ?? ''),
    queryFn: () => payments.checkoutPurchaseState(returnedSession ?? ''),
    enabled: userId !== undefined && returnedSession !== null,
  });
  const { refetch } = access;
  const { refetch: refetchReturned } = returned;
  const recheck = useCallback(() => {
    void refetch();
    if (returnedSession) void refetchReturned();
  }, [refetch, refetchReturned, returnedSession]);
  // Back from paying: the webhook's purchase row arrives on a channel of this account's purchases.
  const paid = useCheckoutStart() === 'paid';
  const live = useOwnRowChanges(paid ? userId : undefined, purchaseTables, recheck);
  const checkout = useCheckoutReturn(
    returnedSession
      ? Boolean(returned.data) && access.data?.entitlement === 'purchased'
      : access.data?.entitlement === 'purchased',
    recheck,
    live,
  );
  const isSecondPayment =
    checkout === 'success' && (returned.data === 'refund_due' || returned.data === 'refunded');

  // Finish what the visitor started before signing in, once: the flag leaves the address as the claim starts.
  const finishing = useRef(false);
  const wantsGet = params.get(GET_PARAM) === '1';
  const canGet = access.isSuccess && access.data === null;
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
    if (!canGet) return;
    if (isFree) claim.mutate();
    else buy.start({ product: product.slug });
  }, [wantsGet, userId, access.isSuccess, canGet, isFree, claim, buy, product.slug, setParams]);

  return { panel: panelState(), checkout, isSecondPayment };

  function panelState(): GetTemplateState {
    const priceLabel = isFree ? 'Free' : formatUsd(productPriceUsd(product));
    // Until the first session check answers (and in the prerendered HTML) the signed-out offer, which works
    // without JavaScript; the page hides it from a visitor with a stored session meanwhile.
    if (isLoading || !userId) {
      const next = `${templatePath(product.slug)}?${GET_PARAM}=1`;
      return {
        status: 'signed-out',
        isFree,
        priceLabel,
        signInHref: withNext(paths.signIn, next),
        signUpHref: withNext(paths.signUp, next),
        plansHref: paths.plans,
      };
    }
    if (access.isError)
      return {
        status: 'error',
        message: templatePanelErrors.access,
        onRetry: () => void access.refetch(),
      };
    if (access.isPending) return { status: 'checking' };
    if (checkout === 'pending') return { status: 'confirming' };
    if (access.data) {
      return access.data.entitlement === 'subscription'
        ? { status: 'included', remixUrl: access.data.remix_url }
        : { status: 'owned', remixUrl: access.data.remix_url };
    }
    if (!isFree)
      return {
        status: 'paid',
        priceLabel,
        onBuy: () => buy.start({ product: product.slug }),
        isBuying: buy.isStarting,
        error: buy.error ?? undefined,
        plansHref: paths.plans,
      };
    return {
      status: 'free',
      onGet: () => claim.mutate(),
      isGetting: claim.isPending,
      error: claim.isError ? templatePanelErrors.claim : undefined,
    };
  }
}
