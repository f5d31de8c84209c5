import { needsSecondFactor, useAuthActions, useSession } from '@outpace/core/auth';
import { SignInForm } from '@outpace/ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../routing/paths';
import { AccountScreen, SessionPending } from './AccountScreen';
import { toFormError } from './formError';
import { SecondFactorStep } from './SecondFactorStep';
import { NEXT_PARAM, safeNextPath, withNext } from './safeNextPath';

const TITLE = 'Sign in';

/**
 * `/sign-in`: e-mail and password, then a code for an account with an authenticator app. A signed-in visitor (also
 * right after signing in) goes on to `?next=` or the account page.
 */
export function SignInPage() {
  const { isLoading, session, assurance } = useSession();
  const { signIn } = useAuthActions();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));

  let content;
  if (isLoading) content = <SessionPending id="sign-in" title={TITLE} />;
  else if (session && needsSecondFactor(assurance)) content = <SecondFactorStep />;
  else if (session) content = <Navigate to={next} replace />;
  else
    content = (
      <SignInForm
        signUpHref={withNext(paths.signUp, next)}
        forgotPasswordHref={paths.forgotPassword}
        onSubmit={async (values) => {
          const { error } = await signIn(values);
          // On success the session event has already re-rendered this page into the redirect above.
          return error ? { error: toFormError(error, 'signIn') } : undefined;
        }}
      />
    );

  return (
    <AccountScreen
      title={TITLE}
      description="Sign in to your Outpace account to see your subscription."
      canonical={paths.signIn}
    >
      {content}
    </AccountScreen>
  );
}
