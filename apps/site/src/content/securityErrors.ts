import type { AuthActionError } from '@outpace/core/auth';
import { describeAuthError, type DescribeAuthErrorOptions } from './authErrors';

/** The sentences `describeSecurityError` adds, for tests and stories that want to match them. */
export const securityErrorMessages = {
  wrongCurrentPassword: 'That is not your current password. Check it and try again.',
  reauthenticationNeeded:
    'To change your password, confirm it is you: send yourself a code by email and enter it here.',
  reauthenticationInvalid: 'That code is not right or has expired. Send a new code and try again.',
  emailInUse: 'Another account already uses this email. Choose a different address.',
  wrongCode:
    'That code is not right. Enter the 6-digit code your authenticator app shows for this account now.',
  codeExpired: 'That code has expired. Enter the newest code from your authenticator app.',
  factorGone:
    'That authenticator is no longer on your account. Reload the page to see the current list.',
  secondFactorNeeded: 'Enter a code from your authenticator app first.',
  tooManyFactors: 'Your account already has as many authenticators as it can. Remove one first.',
} as const;

/**
 * `describeAuthError` for the account page's security settings and the sign-in code step: the codes only they
 * meet (a wrong current password, reauthentication, authenticator codes) get words of their own, the rest falls
 * through to `describeAuthError`. Kept apart so that pages without these settings do not carry their sentences.
 */
export function describeSecurityError(
  error: Pick<AuthActionError, 'code' | 'message'> & { status?: number },
  options: DescribeAuthErrorOptions = {},
): string {
  const m = securityErrorMessages;
  switch (error.code) {
    case 'current_password_invalid':
    case 'current_password_mismatch':
    case 'current_password_required':
      return m.wrongCurrentPassword;
    case 'invalid_credentials':
      // On the change-password form the only credential sent is the current password.
      if (options.context === 'changePassword') return m.wrongCurrentPassword;
      break;
    case 'user_already_exists':
    case 'email_exists':
      if (options.context === 'changeEmail') return m.emailInUse;
      break;
    case 'reauthentication_needed':
      return m.reauthenticationNeeded;
    case 'reauthentication_not_valid':
    case 'reauth_nonce_missing':
      return m.reauthenticationInvalid;
    case 'mfa_verification_failed':
    case 'mfa_verification_rejected':
      return m.wrongCode;
    case 'mfa_challenge_expired':
      return m.codeExpired;
    case 'mfa_factor_not_found':
      return m.factorGone;
    case 'insufficient_aal':
      return m.secondFactorNeeded;
    case 'too_many_enrolled_mfa_factors':
      return m.tooManyFactors;
  }
  return describeAuthError(error, options);
}
