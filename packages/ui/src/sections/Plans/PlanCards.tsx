import { forwardRef, useId, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import type { SectionProps } from '../../primitives/Section';
import { SectionHeader } from '../../primitives/SectionHeader';
import { Skeleton } from '../../primitives/Skeleton';
import { Spinner } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { CheckListIcon } from '../../icons';
import {
  StyledPlanAction,
  StyledPlanCard,
  StyledPlanError,
  StyledPlanTerms,
  StyledPlanFeatures,
  StyledPlanGrid,
  StyledPlanNotice,
  StyledPlanPrice,
  StyledPlansSection,
} from './PlanCards.styles';

/** One monthly tier, as the site formats it. */
export interface PlanCardModel {
  /** The plan's id, what a checkout is opened for, e.g. 'pro'. */
  id: string;
  name: string;
  /** A sentence on who it is for. */
  summary: string;
  /** The monthly price, formatted, e.g. '$19'. */
  priceLabel: string;
  /** What it includes, one line each. */
  features: readonly string[];
}

/**
 * What the visitor can do about a plan: signed out, sign in first (the link comes back and resumes); signed in,
 * subscribe (one plan at a time may be opening its checkout); already subscribed, manage the plan instead.
 */
export type PlanCardsAction =
  | { status: 'signed-out'; signInHref: (planId: string) => string }
  | { status: 'ready'; onSubscribe: (planId: string) => void; pendingPlanId?: string | null }
  | { status: 'subscribed'; currentTier: string | null; manageHref: string };

/** Every fixed text of the plans section; all have defaults (`defaultPlanCardsLabels`). */
export interface PlanCardsLabels {
  eyebrow: string;
  heading: string;
  intro: string;
  perMonth: string;
  subscribe: string;
  /** The subscribe button's accessible name, with the plan's name. */
  subscribeTo: (plan: string) => string;
  subscribing: string;
  signInToSubscribe: string;
  /** The sign-in link's accessible name, with the plan's name. */
  signInToSubscribeTo: (plan: string) => string;
  currentPlan: string;
  manage: string;
  loading: string;
}

export const defaultPlanCardsLabels: PlanCardsLabels = {
  eyebrow: 'Plans',
  heading: 'Every paid template, one monthly price',
  intro:
    'Subscribe and every paid template is yours to open in Framer while your plan is active. Cancel any time: it lasts to the end of the month you paid for.',
  perMonth: 'per month',
  subscribe: 'Subscribe',
  subscribeTo: (plan) => `Subscribe to ${plan}`,
  subscribing: 'Opening checkout…',
  signInToSubscribe: 'Sign in to subscribe',
  signInToSubscribeTo: (plan) => `Sign in to subscribe to ${plan}`,
  currentPlan: 'Your plan',
  manage: 'Manage your plan',
  loading: 'Loading the plans',
};

export interface PlanCardsProps extends Omit<SectionProps, 'id' | 'children' | 'labelledBy'> {
  /** The tiers, cheapest first; null while they load. */
  plans: readonly PlanCardModel[] | null;
  action: PlanCardsAction;
  /** Why the last checkout did not open, shown as an alert under the cards. */
  error?: string | null;
  /** A word above the cards, e.g. the return from a cancelled checkout (CheckoutNotice). */
  notice?: ReactNode;
  /** The buyer's terms under the cards: the refund rule and links to the refund policy and the terms. */
  terms?: ReactNode;
  /** Overrides of the default words. */
  labels?: Partial<PlanCardsLabels>;
  /** The section's anchor. @default 'plans' */
  id?: string;
}

function PlanAction({
  plan,
  action,
  labels,
}: {
  plan: PlanCardModel;
  action: PlanCardsAction;
  labels: PlanCardsLabels;
}) {
  if (action.status === 'signed-out')
    return (
      <Button
        href={action.signInHref(plan.id)}
        variant="primary"
        size="lg"
        fullWidth
        aria-label={labels.signInToSubscribeTo(plan.name)}
      >
        {labels.signInToSubscribe}
      </Button>
    );
  if (action.status === 'subscribed')
    return action.currentTier === plan.name ? (
      <Button
        href={action.manageHref}
        variant="secondary"
        size="lg"
        fullWidth
        aria-label={`${labels.currentPlan}: ${labels.manage}`}
      >
        {labels.currentPlan}
      </Button>
    ) : (
      <Button href={action.manageHref} variant="secondary" size="lg" fullWidth>
        {labels.manage}
      </Button>
    );
  const isPending = action.pendingPlanId === plan.id;
  return (
    <Button
      variant="primary"
      size="lg"
      fullWidth
      onClick={() => action.onSubscribe(plan.id)}
      disabled={Boolean(action.pendingPlanId)}
      aria-busy={isPending || undefined}
      aria-label={isPending ? undefined : labels.subscribeTo(plan.name)}
      iconStart={isPending ? <Spinner size="sm" label={labels.subscribing} /> : undefined}
    >
      {isPending ? labels.subscribing : labels.subscribe}
    </Button>
  );
}

/** The monthly tiers side by side: price, what each includes, and subscribing (or signing in first). */
export const PlanCards = forwardRef<HTMLElement, PlanCardsProps>(function PlanCards(
  { plans, action, error = null, notice, terms, labels: overrides, id = 'plans', ...rest },
  ref,
) {
  const headingId = `${useId()}-heading`;
  const labels = { ...defaultPlanCardsLabels, ...overrides };
  return (
    <StyledPlansSection ref={ref} id={id} labelledBy={headingId} {...rest}>
      <Container>
        <SectionHeader
          eyebrow={labels.eyebrow}
          heading={labels.heading}
          headingAs="h1"
          headingSize="lg"
          headingId={headingId}
          intro={labels.intro}
        />
        {notice && <StyledPlanNotice>{notice}</StyledPlanNotice>}
        {plans === null ? (
          <StyledPlanGrid as="div" aria-busy="true">
            <span role="status">
              <VisuallyHidden>{labels.loading}</VisuallyHidden>
            </span>
            <Skeleton width="100%" height={420} radius="lg" />
            <Skeleton width="100%" height={420} radius="lg" />
          </StyledPlanGrid>
        ) : (
          <StyledPlanGrid>
            {plans.map((plan) => (
              <StyledPlanCard key={plan.id}>
                <Heading as="h2" size="sm" id={`${headingId}-${plan.id}`}>
                  {plan.name}
                </Heading>
                <p>{plan.summary}</p>
                <StyledPlanPrice>
                  <strong>{plan.priceLabel}</strong> <span>{labels.perMonth}</span>
                </StyledPlanPrice>
                <StyledPlanFeatures aria-label={`${plan.name} includes`}>
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <CheckListIcon />
                      {feature}
                    </li>
                  ))}
                </StyledPlanFeatures>
                <StyledPlanAction>
                  <PlanAction plan={plan} action={action} labels={labels} />
                </StyledPlanAction>
              </StyledPlanCard>
            ))}
          </StyledPlanGrid>
        )}
        {error && <StyledPlanError role="alert">{error}</StyledPlanError>}
        {terms && <StyledPlanTerms>{terms}</StyledPlanTerms>}
      </Container>
    </StyledPlansSection>
  );
});
PlanCards.displayName = 'PlanCards';
