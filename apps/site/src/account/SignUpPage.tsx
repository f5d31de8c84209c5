import { DEFAULT_MIN_PASSWORD_LENGTH, useAuthActions, useSession } from '@outpace/core/auth';
import { SignUpForm } from '@outpace/ui';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../routing/paths';
import { AccountScreen, SessionPending } from './AccountScreen';
import { toFormError } from './formError';
import { NEXT_PARAM, safeNextPath, withNext } from './safeNextPath';
import { accountPageCopy } from '../content/account';

const copy = accountPageCopy.signUp;

/**
 * `/sign-up`. When the server signs the new account in at once (auto-confirm), the visitor goes on like after
 * signing in; when it sends a confirmation e-mail instead (or the address is already registered, which the server
 * does not reveal), the form ends on 'Check your inbox'.
 */
export function SignUpPage() {
  const { isLoading, session } = useSession();
  const { signUp } = useAuthActions();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));
  const [confirmationSentTo, setConfirmationSentTo] = useState<string>();

  let content;
  if (isLoading) content = <SessionPending id="sign-up" title={copy.title} />;
  else if (session) content = <Navigate to={next} replace />;
  else
    content = (
      <SignUpForm
        signInHref={withNext(paths.signIn, next)}
        minPasswordLength={DEFAULT_MIN_PASSWORD_LENGTH}
        confirmationSentTo={confirmationSentTo}
        onSubmit={async (values) => {
          const result = await signUp(values);
          if (result.error) return { error: toFormError(result.error, 'signUp') };
          if (result.needsConfirmation) setConfirmationSentTo(values.email);
          return undefined;
        }}
      />
    );

  return (
    <AccountScreen
      title={copy.documentTitle}
      description={copy.description}
      canonical={paths.signUp}
    >
      {content}
    </AccountScreen>
  );
}
