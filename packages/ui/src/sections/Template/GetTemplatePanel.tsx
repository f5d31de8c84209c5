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

export interface GetTemplatePanelProps {
  state: GetTemplateState;
  /** The template's name, for the remix link's accessible name. */
  templateName: string;
  /** @default 'Open in Framer' */
  remixLabel?: string;
}

function RemixLink({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="primary"
      size="lg"
      aria-label={`${label}: ${name} (opens in a new tab)`}
    >
      {label}
    </Button>
  );
}

function PlansLink({ href }: { href: string }) {
  return (
    <StyledPanelLink href={href}>Every Paid template with a plan: see the plans</StyledPanelLink>
  );
}

function content(state: GetTemplateState, name: string, remixLabel: string): ReactNode {
  switch (state.status) {
    case 'checking':
      return (
        <>
          <Text size="sm" tone="muted" role="status">
            Checking whether you have this template…
          </Text>
          <Skeleton width={200} height={48} radius="pill" />
        </>
      );
    case 'signed-out':
      return (
        <>
          <Text size="sm" tone="muted">
            {state.isFree
              ? 'Free with an Outpace account.'
              : `${state.priceLabel}, or included in a subscription.`}
          </Text>
          <StyledPanelActions>
            <Button href={state.signInHref} variant="primary" size="lg">
              {state.isFree ? 'Sign in to get it' : 'Sign in to buy'}
            </Button>
            <Button href={state.signUpHref} variant="secondary" size="lg">
              Create an account
            </Button>
          </StyledPanelActions>
          {!state.isFree && state.plansHref && <PlansLink href={state.plansHref} />}
        </>
      );
    case 'free':
      return (
        <>
          <Text size="sm" tone="muted">
            Free with your account: it stays in your templates.
          </Text>
          <StyledPanelActions>
            <Button
              variant="primary"
              size="lg"
              onClick={state.onGet}
              disabled={state.isGetting}
              aria-busy={state.isGetting || undefined}
            >
              {state.isGetting ? 'Getting it…' : 'Get it free'}
            </Button>
          </StyledPanelActions>
          {state.error && <StyledPanelError role="alert">{state.error}</StyledPanelError>}
        </>
      );
    case 'paid':
      return (
        <>
          <Text size="sm" tone="muted">
            {state.priceLabel} once, yours to keep. Or included in a plan.
          </Text>
          <StyledPanelActions>
            <Button
              variant="primary"
              size="lg"
              onClick={state.onBuy}
              disabled={state.isBuying}
              aria-busy={state.isBuying || undefined}
              iconStart={
                state.isBuying ? <Spinner size="sm" label="Opening checkout" /> : undefined
              }
            >
              {state.isBuying ? 'Opening checkout…' : `Buy for ${state.priceLabel}`}
            </Button>
          </StyledPanelActions>
          {state.error && <StyledPanelError role="alert">{state.error}</StyledPanelError>}
          <PlansLink href={state.plansHref} />
        </>
      );
    case 'confirming':
      return (
        <>
          <Text size="sm" tone="muted" role="status">
            Confirming your payment…
          </Text>
          <Skeleton width={200} height={48} radius="pill" />
        </>
      );
    case 'owned':
    case 'included':
      return (
        <>
          <StyledPanelStatus>
            <CheckListIcon />
            {state.status === 'owned' ? 'You own this' : 'Included in your plan'}
          </StyledPanelStatus>
          <StyledPanelActions>
            <RemixLink href={state.remixUrl} label={remixLabel} name={name} />
          </StyledPanelActions>
        </>
      );
    case 'error':
      return (
        <>
          <StyledPanelError role="alert">{state.message}</StyledPanelError>
          <StyledPanelActions>
            <Button variant="secondary" onClick={state.onRetry}>
              Try again
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
  remixLabel = 'Open in Framer',
}: GetTemplatePanelProps) {
  return (
    <StyledPanel data-state={state.status} aria-live="polite">
      {content(state, templateName, remixLabel)}
    </StyledPanel>
  );
}
