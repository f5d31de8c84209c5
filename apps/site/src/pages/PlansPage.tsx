import { useSession } from '@outpace/core/auth';
import { fetchPlans, planKeys, type Plan } from '@outpace/core/payments';
import { formatMoney } from '@outpace/core/pricing';
import { isFree, useProducts } from '@outpace/core/products';
import { useSupabaseLoader } from '@outpace/core/supabase';
import {
  Accordion,
  CheckoutNotice,
  Container,
  Heading,
  PlanCards,
  RelatedTemplates,
  type PlanCardModel,
  type PlanCardsAction,
} from '@outpace/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { withNext } from '../account/safeNextPath';
import { BuyerTerms } from '../components/BuyerTerms';
import { Seo } from '../components/Seo';
import { plansQuestions, plansQuestionsHeading } from '../content/plansQuestions';
import { QueryProvider } from '../lib/queryClient';
import { loadRestClient } from '../lib/restClient';
import { useCheckout } from '../payments/useCheckout';
import { CHECKOUT_PARAM } from '../payments/useCheckoutReturn';
import '../payments/plansCache';
import { paths } from '../routing/paths';
import { plansCopy } from '../content/pages';
import { toProductCard } from '../products/productCards';

/** The query parameter that resumes a plan's checkout once the visitor is back from signing in or up. */
export const SUBSCRIBE_PARAM = 'subscribe';

const toPlanCard = (plan: Plan): PlanCardModel => ({
  id: plan.id,
  name: plan.name,
  summary: plan.summary,
  priceLabel: formatMoney(plan.price_cents, plan.currency),
  features: plan.features,
});

function Plans() {
  const loadClient = useSupabaseLoader();
  const plans = useQuery({
    queryKey: planKeys.all,
    queryFn: async () => fetchPlans(await loadClient()),
  });
  const { isLoading, user, subscription, isCheckingSubscription } = useSession();
  const checkout = useCheckout();
  const [params, setParams] = useSearchParams();
  const cancelled = params.get(CHECKOUT_PARAM) === 'cancelled';

  // Back from signing in with `?subscribe=<plan>`: open that plan's checkout once, unless there is a plan already.
  const wanted = params.get(SUBSCRIBE_PARAM);
  const resumed = useRef(false);
  const known = plans.data?.some((plan) => plan.id === wanted) ?? false;
  const ready = Boolean(user) && !isCheckingSubscription && plans.isSuccess;
  useEffect(() => {
    if (!wanted || !ready || resumed.current) return;
    resumed.current = true;
    if (known && !subscription.subscribed) checkout.start({ plan: wanted });
    setParams(
      (current) => {
        current.delete(SUBSCRIBE_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [wanted, ready, known, subscription.subscribed, checkout, setParams]);
  const unknownPlan = wanted && plans.isSuccess && !known ? plansCopy.unknownPlan : null;

  let action: PlanCardsAction;
  if (isLoading || !user)
    action = {
      status: 'signed-out',
      signInHref: (id) => withNext(paths.signIn, `${paths.plans}?${SUBSCRIBE_PARAM}=${id}`),
    };
  else if (subscription.subscribed)
    action = {
      status: 'subscribed',
      currentTier: subscription.subscriptionTier,
      manageHref: `${paths.account}#billing`,
    };
  else
    action = {
      status: 'ready',
      onSubscribe: (id) => checkout.start({ plan: id }),
      pendingPlanId:
        checkout.starting && 'plan' in checkout.starting ? checkout.starting.plan : null,
    };

  return (
    <StyledSessionAware data-session-pending={isLoading || undefined}>
      <PlanCards
        plans={plans.data?.map(toPlanCard) ?? null}
        action={action}
        error={plans.isError ? plansCopy.loadFailed : (checkout.error ?? unknownPlan)}
        notice={cancelled ? <CheckoutNotice outcome="cancelled" /> : undefined}
        terms={<BuyerTerms buying="plan" />}
      />
    </StyledSessionAware>
  );
}

/**
 * The templates every plan opens, as cards: the paid ones (a free template needs no plan). Prerendered with the
 * products the build read; until a list arrives (or if it cannot), nothing shows here and the plans stand alone.
 */
function IncludedTemplates() {
  const products = useProducts(loadRestClient);
  const included = useMemo(
    () => (products.data ?? []).filter((product) => !isFree(product)).map(toProductCard),
    [products.data],
  );
  return (
    <RelatedTemplates id="plan-templates" heading={plansCopy.includedHeading} products={included} />
  );
}

/**
 * `/plans`: the monthly tiers with their prices and what each includes, the templates they open and the common
 * questions, prerendered with the plans and products the build read;
 * "Subscribe" opens the plan's checkout (create-checkout, subscription mode). A signed-out visitor signs in first
 * and comes back to the plan's checkout (docs/product.md#plans).
 */
export function PlansPage() {
  return (
    <>
      <Seo title={plansCopy.title} description={plansCopy.description} canonical={paths.plans} />
      <QueryProvider>
        <Plans />
        <IncludedTemplates />
      </QueryProvider>
      <StyledQuestions forwardedAs="section" aria-labelledby="plans-questions">
        <Heading as="h2" size="md" id="plans-questions">
          {plansQuestionsHeading}
        </Heading>
        <Accordion items={plansQuestions} />
      </StyledQuestions>
    </>
  );
}

/** Under the cards, on their left edge, in a reading width. */
const StyledQuestions = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[24]};

  & > * {
    max-width: 52rem;
  }
`;

// A visitor with a stored session sees no signed-out offer before the session check answers (scripts/session-hint.mjs).
const StyledSessionAware = styled.div`
  html[data-stored-session] &[data-session-pending] [href^='/sign-in'] {
    visibility: hidden;
  }
`;
