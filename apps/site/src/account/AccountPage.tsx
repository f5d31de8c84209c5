import { needsSecondFactor, useSession } from '@outpace/core/auth';
import { AccountSummary, InPageNav, SettingsGroup } from '@outpace/ui';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { accountGroups, accountNavigationLabel } from '../content/account';
import { paths } from '../routing/paths';
import { scrollToSection } from '../routing/scrollToSection';
import { AccountScreen, SessionPending } from './AccountScreen';
import { BillingSection } from './BillingSection';
import { CheckoutReturn } from './CheckoutReturn';
import { AccountSettingsSections } from './AccountSettingsSections';
import { safeNextPath, withNext } from './safeNextPath';
import { SecondFactorStep } from './SecondFactorStep';
import { useAccountChanges } from './useAccountChanges';
import { useSignOut } from './useSignOut';
import { YourTemplates } from './YourTemplates';

const TITLE = 'Your account';

const groupLinks = Object.values(accountGroups);

/** Follows an in-page link: the site's scroll below its bar (focus moves with it), and the group in the address. */
function goToGroup(id: string) {
  scrollToSection(id);
  // The router's state is kept: only the fragment changes, and a reload or a shared address lands on the group.
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/**
 * `/account`: the e-mail, the subscription (status, tier, end date; both following the account's rows live, see
 * useAccountChanges), signing out, the templates the account owns,
 * billing (purchases with receipts, "Manage billing"), and the security settings (password, e-mail, two-factor
 * authentication, devices, deletion). Signed out (also after signing out here or in
 * another tab), the visitor goes to `/sign-in`, which brings them back here; with an authenticator app still to
 * confirm (aal1), the code step shows instead of the account. After deleting the account, the visitor goes home.
 * The panels sit in named groups with in-page links to them; `/account#<group id>` lands on one once the account
 * shows (the prerendered page has no groups for the browser to jump to).
 */
export function AccountPage() {
  const { isLoading, user, subscription, isCheckingSubscription, assurance } = useSession();
  const signOut = useSignOut();
  const { pathname, search, hash } = useLocation();
  // Set while the account is being deleted: the sign-out that follows a deletion leads home, not to sign-in.
  const [isDeleting, setIsDeleting] = useState(false);
  const showsAccount = !isLoading && user !== null && !needsSecondFactor(assurance);
  // Only the account itself listens: signed out, or at the code step, the page opens no socket.
  const live = useAccountChanges(showsAccount ? user?.id : undefined);
  const linkedGroup = groupLinks.find((group) => `#${group.id}` === hash)?.id;
  useEffect(() => {
    if (showsAccount && linkedGroup) scrollToSection(linkedGroup);
  }, [showsAccount, linkedGroup]);

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
        plansHref={paths.plans}
        navigation={
          <InPageNav items={groupLinks} label={accountNavigationLabel} onNavigate={goToGroup} />
        }
      >
        <CheckoutReturn subscribed={subscription.subscribed} live={live} />
        <SettingsGroup id={accountGroups.templates.id} title={accountGroups.templates.label}>
          <YourTemplates
            userId={user.id}
            subscribed={isCheckingSubscription ? null : subscription.subscribed}
          />
        </SettingsGroup>
        <SettingsGroup id={accountGroups.billing.id} title={accountGroups.billing.label}>
          <BillingSection
            hasPlan={Boolean(subscription.subscriptionTier ?? subscription.subscriptionEnd)}
          />
        </SettingsGroup>
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
