import type { ReactNode } from 'react';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { Spinner } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { usePendingAction } from '../../hooks/usePendingAction';
import { formatAccountDate } from '../../internal/formatAccountDate';
// The layout's own module, not the form barrel: the account page loads no form code.
import { AuthLayout } from '../../internal/form/AuthLayout';
import {
  StyledActions,
  StyledChecking,
  StyledList,
  StyledMuted,
  StyledPlansLink,
  StyledStatusDot,
  StyledTier,
} from './AccountSummary.styles';

/** The subscription as the server reports it (`check-subscription`). */
export interface AccountSubscription {
  subscribed: boolean;
  /** e.g. 'Growth'; null when there is none. */
  tier: string | null;
  /** End of the current or last period as an ISO date string; null when there is none. */
  end: string | null;
}

export interface AccountSummaryProps {
  /** The signed-in account's e-mail. */
  email: string;
  /** The subscription; ignored while `isLoading`. @default not subscribed, no tier, no end date */
  subscription?: AccountSubscription | null;
  /** True while the subscription is being checked: its rows show placeholders. @default false */
  isLoading?: boolean;
  /**
   * Formats the end date. @default long US-English date in UTC (e.g. 'March 31, 2027'), so the day does
   * not shift with the visitor's time zone
   */
  formatDate?: (isoDate: string) => string;
  /**
   * Signs out. While a returned promise is pending the button shows 'Signing out…' and ignores further
   * presses. Failures are the caller's to report (the site shows a toast); a rejection only ends the pending state.
   */
  onSignOut: () => Promise<unknown> | void;
  /** @default 'Your account' */
  title?: ReactNode;
  /** @default 'Your sign-in details and subscription.' */
  intro?: ReactNode;
  /** Heading level. @default 'h1' */
  titleAs?: 'h1' | 'h2';
  /** The section's anchor. @default 'account' */
  id?: string;
  /** The plans page, linked beside 'Not subscribed' so an account without a plan has a way forward. */
  plansHref?: string;
  /**
   * Links to the groups of settings below (an `InPageNav`): under the title on phones, a sticky column beside the
   * card's content from `lg` up.
   */
  navigation?: ReactNode;
  /** The account's settings (`SettingsPanel`s, or `SettingsGroup`s of them), under the summary and signing out. */
  children?: ReactNode;
  /** Overrides for the fixed texts. */
  labels?: Partial<AccountSummaryLabels>;
}

/** Every fixed text of the account summary; all have defaults (`defaultAccountSummaryLabels`). */
export interface AccountSummaryLabels {
  eyebrow: string;
  email: string;
  subscription: string;
  /** The spinner's accessible name while the subscription is checked. */
  checkingLabel: string;
  checking: string;
  subscribed: string;
  notSubscribed: string;
  /** The link to the plans beside 'Not subscribed'. */
  seePlans: string;
  tier: string;
  endDate: string;
  /** Beside an end date in the past. */
  ended: string;
  /** Read by screen readers for an empty value (sighted readers see a dash). */
  none: string;
  signOutPrompt: string;
  /** The spinner's accessible name while signing out. */
  signingOutLabel: string;
  signingOut: string;
  signOut: string;
}

export const defaultAccountSummaryLabels: AccountSummaryLabels = {
  eyebrow: 'Account',
  email: 'Email',
  subscription: 'Subscription',
  checkingLabel: 'Checking your subscription',
  checking: 'Checking…',
  subscribed: 'Subscribed',
  notSubscribed: 'Not subscribed',
  seePlans: 'See the plans',
  tier: 'Tier',
  endDate: 'End date',
  ended: 'Ended',
  none: 'None',
  signOutPrompt: 'Done for now? You can sign back in at any time.',
  signingOutLabel: 'Signing out',
  signingOut: 'Signing out…',
  signOut: 'Sign out',
};

const NOT_SUBSCRIBED: AccountSubscription = { subscribed: false, tier: null, end: null };

/** A dash for sighted readers, a word for screen readers (a lone dash is read as "dash" or not at all). */
const Empty = ({ label }: { label: string }) => (
  <>
    <span aria-hidden="true">—</span>
    <VisuallyHidden>{label}</VisuallyHidden>
  </>
);

/** The account page body: e-mail, subscription status, tier and end date, and signing out. */
export function AccountSummary({
  email,
  subscription,
  isLoading = false,
  formatDate = formatAccountDate,
  onSignOut,
  title = 'Your account',
  intro = 'Your sign-in details and subscription.',
  titleAs = 'h1',
  id = 'account',
  plansHref,
  navigation,
  children,
  labels: labelOverrides,
}: AccountSummaryProps) {
  const labels = { ...defaultAccountSummaryLabels, ...labelOverrides };
  const { isPending: isSigningOut, run: handleSignOut } = usePendingAction(onSignOut);

  const { subscribed, tier, end } = subscription ?? NOT_SUBSCRIBED;
  const loading = (content: ReactNode, width: number) =>
    isLoading ? <Skeleton width={width} height={22} /> : content;

  return (
    <AuthLayout
      id={id}
      title={title}
      titleAs={titleAs}
      eyebrow={labels.eyebrow}
      intro={intro}
      wide
      navigation={navigation}
    >
      <StyledList aria-busy={isLoading || undefined}>
        <div>
          <dt>{labels.email}</dt>
          <dd>{email}</dd>
        </div>
        <div>
          <dt>{labels.subscription}</dt>
          <dd>
            {isLoading ? (
              <StyledChecking>
                <Spinner size="sm" label={labels.checkingLabel} />
                <span aria-hidden="true">{labels.checking}</span>
              </StyledChecking>
            ) : (
              <>
                <Badge tone={subscribed ? 'success' : 'neutral'}>
                  <StyledStatusDot $on={subscribed} aria-hidden="true" />
                  {subscribed ? labels.subscribed : labels.notSubscribed}
                </Badge>
                {!subscribed && plansHref && (
                  <StyledPlansLink href={plansHref}>{labels.seePlans}</StyledPlansLink>
                )}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{labels.tier}</dt>
          <dd>
            {loading(tier ? <StyledTier>{tier}</StyledTier> : <Empty label={labels.none} />, 120)}
          </dd>
        </div>
        <div>
          <dt>{labels.endDate}</dt>
          <dd>
            {loading(
              end ? (
                <>
                  <span>{formatDate(end)}</span>
                  {!subscribed && <StyledMuted>{labels.ended}</StyledMuted>}
                </>
              ) : (
                <Empty label={labels.none} />
              ),
              180,
            )}
          </dd>
        </div>
      </StyledList>
      <StyledActions>
        <p>{labels.signOutPrompt}</p>
        <Button
          variant="secondary"
          onClick={handleSignOut}
          disabled={isSigningOut}
          iconStart={
            isSigningOut ? <Spinner size="sm" label={labels.signingOutLabel} /> : undefined
          }
        >
          {isSigningOut ? labels.signingOut : labels.signOut}
        </Button>
      </StyledActions>
      {children}
    </AuthLayout>
  );
}
AccountSummary.displayName = 'AccountSummary';
