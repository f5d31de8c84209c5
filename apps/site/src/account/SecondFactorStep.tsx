import { useSession } from '@outpace/core/auth';
import { useSecurityActions } from '@outpace/core/security';
import { MfaChallengeForm } from '@outpace/ui';
import { toFormError } from './formError';
import { useSignOut } from './useSignOut';

/**
 * The sign-in's second step for an account with an authenticator app: the password was right, the session is
 * aal1, and nothing of the account shows until a code is verified. The code is tried against each verified app
 * in turn, so whichever app the person opens works. Once verified, MFA_CHALLENGE_VERIFIED raises the session in
 * every tab and the page shows what it was asked for.
 */
export function SecondFactorStep() {
  const { user } = useSession();
  const { verifyFactor } = useSecurityActions();
  const signOut = useSignOut();
  const factorIds = (user?.factors ?? [])
    .filter((factor) => factor.status === 'verified' && factor.factor_type === 'totp')
    .map((factor) => factor.id);

  return (
    <MfaChallengeForm
      email={user?.email}
      onCancel={signOut}
      onSubmit={async ({ code }) => {
        let failure = null;
        for (const factorId of factorIds) {
          const { error } = await verifyFactor({ factorId, code });
          if (!error) return undefined;
          failure = error;
          // Only a wrong code is worth trying on the next app; anything else (rate limit, network) is final.
          if (error.code !== 'mfa_verification_failed') break;
        }
        return failure ? { error: toFormError(failure, 'twoFactor') } : undefined;
      }}
    />
  );
}
