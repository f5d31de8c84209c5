import { DEFAULT_MIN_PASSWORD_LENGTH, useAuthActions, useSession } from '@outpace/core/auth';
import { ResetPasswordForm } from '@outpace/ui';
import { useEffect, useState } from 'react';
import { paths } from '../routing/paths';
import { AccountScreen, SessionPending } from './AccountScreen';
import { toFormError } from './formError';
import {
  describeLinkError,
  hasAuthParams,
  readRecoveryLink,
  recoveryLinkMessages,
  type RecoveryLinkInfo,
} from './recoveryLink';
import { accountPageCopy } from '../content/account';

const copy = accountPageCopy.resetPassword;

/**
 * `/reset-password`, where the reset e-mail's link lands with the recovery session in the fragment (implicit
 * flow). supabase-js reads that session when it starts; this page only decides what to show once it has:
 * - the link carried an error (expired, already used): 'This link no longer works' with that reason;
 * - a session (the recovery one, or the visitor was signed in anyway): the new-password form;
 * - no session: 'This link no longer works' too, since there is nobody to set a password for.
 */
export function ResetPasswordPage() {
  const { isLoading, session, user } = useSession();
  const { updatePassword } = useAuthActions();
  // Read on the first render, before any effect: the session layer loads supabase-js from an effect, and
  // supabase-js clears the fragment once it has read it. Prerendering has no URL (null); the hydration render
  // still matches, because it shows the pending state either way while the session check runs.
  const [link] = useState<RecoveryLinkInfo | null>(() =>
    typeof window === 'undefined'
      ? null
      : readRecoveryLink(window.location.hash, window.location.search),
  );

  // supabase-js leaves an error fragment in the address bar; drop it once read, so a reload does not repeat it.
  useEffect(() => {
    if (isLoading || !link?.error) return;
    const { hash, search, pathname } = window.location;
    if (hasAuthParams(hash, search))
      window.history.replaceState(window.history.state, '', pathname);
  }, [isLoading, link]);

  let content;
  if (isLoading || !link) {
    content = <SessionPending id="reset-password" title={copy.title} label={copy.checkingLink} />;
  } else if (link.error || !session) {
    content = (
      <ResetPasswordForm
        onSubmit={() => undefined}
        minPasswordLength={DEFAULT_MIN_PASSWORD_LENGTH}
        linkError={
          link.error
            ? describeLinkError(link.error)
            : link.hasToken
              ? recoveryLinkMessages.expired
              : recoveryLinkMessages.noLink
        }
        forgotPasswordHref={paths.forgotPassword}
      />
    );
  } else {
    content = (
      <ResetPasswordForm
        email={user?.email}
        continueHref={paths.account}
        forgotPasswordHref={paths.forgotPassword}
        minPasswordLength={DEFAULT_MIN_PASSWORD_LENGTH}
        onSubmit={async ({ password }) => {
          const { error } = await updatePassword(password);
          return error ? { error: toFormError(error, 'resetPassword') } : undefined;
        }}
      />
    );
  }

  return (
    <AccountScreen
      title={copy.title}
      description={copy.description}
      canonical={paths.resetPassword}
    >
      {content}
    </AccountScreen>
  );
}
