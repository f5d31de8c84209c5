import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../primitives/Text';
import {
  StyledPanel,
  StyledPanelActions,
  StyledPanelError,
  StyledPanelLink,
  StyledPanelStatus,
  StyledPanelTerms,
} from './Template.styles';
import { CheckListIcon } from '../../icons';

/**
 * What the visitor can do about one template, as the site decides it from the session and the database. One state
 * per case; a Paid template offers buying it, or the plans.
 */
export type GetTemplateState =
  /** The session or the entitlement is still being read. */
  | { status: 'checking' }
  /**
   * Signed out: Free templates offer signing in to get them; Paid ones show their price, signing in to buy (the
   * links come back and resume) and the plans.
   */
  | {
      status: 'signed-out';
      isFree: boolean;
      priceLabel: string;
      signInHref: string;
      signUpHref: string;
      /** The plans page, offered beside a Paid template's price. */
      plansHref?: string;
    }
  /** Signed in, a Free template not asked for yet. `error` is the last attempt's failure. */
  | { status: 'free'; onGet: () => void; isGetting?: boolean; error?: string }
  /**
   * Signed in, a Paid template without a purchase or an active subscription: no link, buying it (a checkout
   * opens; `isBuying` while it does) or the plans. `error` is why the last checkout did not open.
   */
  | {
      status: 'paid';
      priceLabel: string;
      onBuy: () => void;
      isBuying?: boolean;
      error?: string;
      plansHref: string;
    }
  /** Back from a paid checkout, waiting for the payment provider's confirmation. */
  | { status: 'confirming' }
  /** The account owns it (asked for it, or bought it). */
  | { status: 'owned'; remixUrl: string }
  /** A Paid template the account's active subscription includes. */
  | { status: 'included'; remixUrl: string }
  /** The entitlement could not be read. */
  | { status: 'error'; message: string; onRetry: () => void };

/** Every fixed text of the panel; all have defaults (`defaultGetTemplatePanelLabels`). Prices come formatted. */
export interface GetTemplatePanelLabels {
  checking: string;
  signedOutFree: string;
  signedOutPaid: (price: string) => string;
  signInToGet: string;
  signInToBuy: string;
  createAccount: string;
  /** The link to the plans beside a Paid template's price. */
  plans: string;
  free: string;
  getFree: string;
  getting: string;
  paid: (price: string) => string;
  buy: (price: string) => string;
  buying: string;
  confirming: string;
  owned: string;
  included: string;
  remix: string;
  /** The remix link's accessible name, with the template's name. */
  remixTemplate: (name: string) => string;
  retry: string;
}

export const defaultGetTemplatePanelLabels: GetTemplatePanelLabels = {
  checking: 'Checking whether you have this template…',
  signedOutFree: 'Free with an Outpace account.',
  signedOutPaid: (price) => `${price}, or included in a subscription.`,
  signInToGet: 'Sign in to get it',
  signInToBuy: 'Sign in to buy',
  createAccount: 'Create an account',
  plans: 'Every paid template with a plan: see the plans',
  free: 'Free with your account: it stays in your templates.',
  getFree: 'Get it free',
  getting: 'Getting it…',
  paid: (price) => `${price} once, yours to keep. Or included in a plan.`,
  buy: (price) => `Buy for ${price}`,
  buying: 'Opening checkout…',
  confirming: 'Confirming your payment…',
  owned: 'You own this',
  included: 'Included in your plan',
  remix: 'Open in Framer',
  remixTemplate: (name) => `Open in Framer: ${name} (opens in a new tab)`,
  retry: 'Try again',
};

export interface GetTemplatePanelProps {
  state: GetTemplateState;
  /** The template's name, for the remix link's accessible name. */
  templateName: string;
  /**
   * The buyer's terms under a Paid template's buy button (signed out and signed in): the refund rule and links to
   * the refund policy and the terms.
   */
  terms?: ReactNode;
  /** Overrides for the fixed texts. */
  labels?: Partial<GetTemplatePanelLabels>;
}

function content(
  state: GetTemplateState,
  name: string,
  labels: GetTemplatePanelLabels,
  terms: ReactNode,
): ReactNode {
  const termsLine = terms && <StyledPanelTerms>{terms}</StyledPanelTerms>;
  const plansLink = (href: string) => <StyledPanelLink href={href}>{labels.plans}</StyledPanelLink>;
  switch (state.status) {
    case 'checking':
    case 'confirming':
      return (
        <>
          <Text size="sm" tone="muted" role="status">
            {state.status === 'checking' ? labels.checking : labels.confirming}
          </Text>
          <Skeleton width={200} height={48} radius="pill" />
        </>
      );
    case 'signed-out':
      return (
        <>
          <Text size="sm" tone="muted">
            {state.isFree ? labels.signedOutFree : labels.signedOutPaid(state.priceLabel)}
          </Text>
          <StyledPanelActions>
            <Button href={state.signInHref} variant="primary" size="lg">
              {state.isFree ? labels.signInToGet : labels.signInToBuy}
            </Button>
            <Button href={state.signUpHref} variant="secondary" size="lg">
              {labels.createAccount}
            </Button>
          </StyledPanelActions>
          {!state.isFree && state.plansHref && plansLink(state.plansHref)}
          {!state.isFree && termsLine}
        </>
      );
    case 'free':
      return (
        <>
          <Text size="sm" tone="muted">
            {labels.free}
          </Text>
          <StyledPanelActions>
            <Button
              variant="primary"
              size="lg"
              onClick={state.onGet}
              disabled={state.isGetting}
              aria-busy={state.isGetting || undefined}
            >
              {state.isGetting ? labels.getting : labels.getFree}
            </Button>
          </StyledPanelActions>
          {state.error && <StyledPanelError role="alert">{state.error}</StyledPanelError>}
        </>
      );
    case 'paid':
      return (
        <>
          <Text size="sm" tone="muted">
            {labels.paid(state.priceLabel)}
          </Text>
          <StyledPanelActions>
            <Button
              variant="primary"
              size="lg"
              onClick={state.onBuy}
              disabled={state.isBuying}
              aria-busy={state.isBuying || undefined}
              iconStart={state.isBuying ? <Spinner size="sm" label={labels.buying} /> : undefined}
            >
              {state.isBuying ? labels.buying : labels.buy(state.priceLabel)}
            </Button>
          </StyledPanelActions>
          {state.error && <StyledPanelError role="alert">{state.error}</StyledPanelError>}
          {plansLink(state.plansHref)}
          {termsLine}
        </>
      );
    case 'owned':
    case 'included':
      return (
        <>
          <StyledPanelStatus>
            <CheckListIcon />
            {state.status === 'owned' ? labels.owned : labels.included}
          </StyledPanelStatus>
          <StyledPanelActions>
            <Button
              href={state.remixUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="primary"
              size="lg"
              aria-label={labels.remixTemplate(name)}
            >
              {labels.remix}
            </Button>
          </StyledPanelActions>
        </>
      );
    case 'error':
      return (
        <>
          <StyledPanelError role="alert">{state.message}</StyledPanelError>
          <StyledPanelActions>
            <Button variant="secondary" onClick={state.onRetry}>
              {labels.retry}
            </Button>
          </StyledPanelActions>
        </>
      );
  }
}

/** Getting a template, in each state of `GetTemplateState`; its height stays close across states. */
export function GetTemplatePanel({
  state,
  templateName,
  terms,
  labels: labelOverrides,
}: GetTemplatePanelProps) {
  const labels = { ...defaultGetTemplatePanelLabels, ...labelOverrides };
  return (
    <StyledPanel data-state={state.status} aria-live="polite">
      {content(state, templateName, labels, terms)}
    </StyledPanel>
  );
}
