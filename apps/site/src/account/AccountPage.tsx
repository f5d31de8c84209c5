import { needsSecondFactor, useSession } from '@outpace/core/auth';
import { AccountSummary } from '@outpace/ui';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../routing/paths';
import { AccountScreen, SessionPending } from './AccountScreen';
import { BillingSection } from './BillingSection';
import { CheckoutReturn } from './CheckoutReturn';
import { AccountSettingsSections } from './AccountSettingsSections';
import { safeNextPath, withNext } from './safeNextPath';
import { SecondFactorStep } from './SecondFactorStep';
import { useSignOut } from './useSignOut';
import { YourTemplates } from './YourTemplates';

const TITLE = 'Your account';

/**
 * `/account`: the e-mail, the subscription (status, tier, end date), signing out, the templates the account owns,
 * billing (purchases with receipts, "Manage billing"), and the security settings (password, e-mail, two-factor
 * authentication, devices, deletion). Signed out (also after signing out here or in
 * another tab), the visitor goes to `/sign-in`, which brings them back here; with an authenticator app still to
 * confirm (aal1), the code step shows instead of the account. After deleting the account, the visitor goes home.
 */
export function AccountPage() {
  const { isLoading, user, subscription, isCheckingSubscription, assurance } = useSession();
  const signOut = useSignOut();
  const { pathname, search, hash } = useLocation();
  // Set while the account is being deleted: the sign-out that follows a deletion leads home, not to sign-in.
  const [isDeleting, setIsDeleting] = useState(false);

  let content;
  if (isLoading) content = <SessionPending id="account" title={TITLE} />;
  else if (!user)
    content = (
      <Navigate
        to={
          isDeleting
            ? paths.home
            : withNext(paths.signIn, safeNextPath(`${pathname}${search}${hash}`))
        }
        replace
      />
    );
  else if (needsSecondFactor(assurance)) content = <SecondFactorStep />;
  else
    content = (
      <AccountSummary
        title={TITLE}
        email={user.email ?? ''}
        isLoading={isCheckingSubscription}
        subscription={{
          subscribed: subscription.subscribed,
          tier: subscription.subscriptionTier,
          end: subscription.subscriptionEnd,
        }}
        onSignOut={signOut}
      >
        <CheckoutReturn subscribed={subscription.subscribed} />
        <YourTemplates
          userId={user.id}
          subscribed={isCheckingSubscription ? null : subscription.subscribed}
        />
        <BillingSection
          hasPlan={Boolean(subscription.subscriptionTier ?? subscription.subscriptionEnd)}
        />
        <AccountSettingsSections
          email={user.email ?? ''}
          pendingEmail={user.new_email ?? null}
          onDeletingChange={setIsDeleting}
        />
      </AccountSummary>
    );

  return (
    <AccountScreen
      title={TITLE}
      description="Your Outpace account: your e-mail address, your subscription and your security settings."
      canonical={paths.account}
    >
      {content}
    </AccountScreen>
  );
}
