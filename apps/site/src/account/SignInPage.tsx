import { needsSecondFactor, useAuthActions, useSession } from '@outpace/core/auth';
import { SignInForm, SignInLinkForm } from '@outpace/ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../routing/paths';
import { AccountScreen, SessionPending } from './AccountScreen';
import { toFormError } from './formError';
import { SecondFactorStep } from './SecondFactorStep';
import { NEXT_PARAM, safeNextPath, withNext } from './safeNextPath';
import { accountPageCopy } from '../content/account';

const copy = accountPageCopy.signIn;

/** The query parameter that switches `/sign-in` to the e-mailed link (`?with=link`). */
const METHOD_PARAM = 'with';

/** `/sign-in?with=link`, keeping `next`. */
function signInLinkHref(next: string): string {
  return `${paths.signIn}?${new URLSearchParams({ [METHOD_PARAM]: 'link', [NEXT_PARAM]: next })}`;
}

/**
 * `/sign-in`: e-mail and password, or (`?with=link`) a link or 6-digit code e-mailed to an existing account, then a
 * code for an account with an authenticator app. A signed-in visitor (also right after signing in, or on arriving
 * from the e-mailed link, which leads back here with the same `next`) goes on to `?next=` or the account page.
 */
export function SignInPage() {
  const { isLoading, session, assurance } = useSession();
  const { signIn, sendSignInLink, verifySignInCode } = useAuthActions();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));

  let content;
  if (isLoading) content = <SessionPending id="sign-in" title={copy.title} />;
  else if (session && needsSecondFactor(assurance)) content = <SecondFactorStep />;
  else if (session) content = <Navigate to={next} replace />;
  else if (params.get(METHOD_PARAM) === 'link')
    content = (
      <SignInLinkForm
        passwordHref={withNext(paths.signIn, next)}
        onSendLink={async ({ email }) => {
          const { error } = await sendSignInLink(email, next);
          return error ? { error: toFormError(error, 'signInLink') } : undefined;
        }}
        onVerifyCode={async ({ email, code }) => {
          const { error } = await verifySignInCode(email, code);
          return error ? { error: toFormError(error, 'signInLink') } : undefined;
        }}
      />
    );
  else
    content = (
      <SignInForm
        signUpHref={withNext(paths.signUp, next)}
        forgotPasswordHref={paths.forgotPassword}
        signInLinkHref={signInLinkHref(next)}
        onSubmit={async (values) => {
          const { error } = await signIn(values);
          // On success the session event has already re-rendered this page into the redirect above.
          return error ? { error: toFormError(error, 'signIn') } : undefined;
        }}
      />
    );

  return (
    <AccountScreen title={copy.title} description={copy.description} canonical={paths.signIn}>
      {content}
    </AccountScreen>
  );
}
