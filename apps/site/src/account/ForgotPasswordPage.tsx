import { useAuthActions, useSession } from '@outpace/core/auth';
import { ForgotPasswordForm } from '@outpace/ui';
import { paths } from '../routing/paths';
import { AccountScreen, SessionPending } from './AccountScreen';
import { toFormError } from './formError';
import { accountPageCopy } from '../content/account';

const copy = accountPageCopy.forgotPassword;

/**
 * `/forgot-password`: asks `send-reset-email` for a link to `/reset-password`. Every accepted request ends on
 * the same neutral sentence, whether or not an account exists; only failures such as a rate limit or an
 * unreachable server are shown. Signed-in visitors may use it too.
 */
export function ForgotPasswordPage() {
  const { isLoading, user } = useSession();
  const { requestPasswordReset } = useAuthActions();

  return (
    <AccountScreen
      title={copy.title}
      description={copy.description}
      canonical={paths.forgotPassword}
    >
      {isLoading ? (
        <SessionPending id="forgot-password" title={copy.title} />
      ) : (
        <ForgotPasswordForm
          signInHref={paths.signIn}
          defaultEmail={user?.email}
          onSubmit={async ({ email }) => {
            const { error } = await requestPasswordReset(email);
            return error ? { error: toFormError(error, 'forgotPassword') } : undefined;
          }}
        />
      )}
    </AccountScreen>
  );
}
