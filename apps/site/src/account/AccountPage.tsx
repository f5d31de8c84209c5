import { useSession } from '@outpace/core/auth';
import { AccountSummary } from '@outpace/ui';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../routing/paths';
import { AccountScreen, SessionPending } from './AccountScreen';
import { safeNextPath, withNext } from './safeNextPath';
import { useSignOut } from './useSignOut';

const TITLE = 'Your account';

/**
 * `/account`: the e-mail, the subscription (status, tier, end date) and signing out. Signed out (also after
 * signing out here or in another tab), the visitor goes to `/sign-in`, which brings them back here.
 */
export function AccountPage() {
  const { isLoading, user, subscription, isCheckingSubscription } = useSession();
  const signOut = useSignOut();
  const { pathname, search, hash } = useLocation();

  let content;
  if (isLoading) content = <SessionPending id="account" title={TITLE} />;
  else if (!user)
    content = (
      <Navigate to={withNext(paths.signIn, safeNextPath(`${pathname}${search}${hash}`))} replace />
    );
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
      />
    );

  return (
    <AccountScreen
      title={TITLE}
      description="Your Outpace account: your e-mail address and your subscription."
      canonical={paths.account}
    >
      {content}
    </AccountScreen>
  );
}
