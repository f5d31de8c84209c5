import { DEFAULT_MIN_PASSWORD_LENGTH, type AuthActionError } from '@outpace/core/auth';
import { describeWeakPasswordReasons, type AuthErrorContext } from '../content/authErrors';
import { describeSecurityError } from '../content/securityErrors';
import type { AuthField, AuthFormError } from '@outpace/ui';

/** The field a server failure is about, if one; the forms show it there instead of above the button. */
function fieldFor(error: AuthActionError, context: AuthErrorContext): AuthField | undefined {
  switch (error.code) {
    case 'weak_password':
    case 'same_password':
      return 'password';
    case 'current_password_invalid':
    case 'current_password_mismatch':
    case 'current_password_required':
      return 'currentPassword';
    case 'invalid_credentials':
      return context === 'changePassword' ? 'currentPassword' : undefined;
    case 'otp_expired':
      return context === 'signInLink' ? 'code' : undefined;
    case 'reauthentication_not_valid':
    case 'reauth_nonce_missing':
    case 'mfa_verification_failed':
    case 'mfa_verification_rejected':
    case 'mfa_challenge_expired':
      return 'code';
    case 'user_already_exists':
    case 'email_exists':
    case 'email_address_invalid':
      return context === 'resetPassword' ? undefined : 'email';
    case 'validation_failed':
      return /email/i.test(error.message) && context !== 'resetPassword' ? 'email' : undefined;
    default:
      return undefined;
  }
}

/**
 * A failure of the session layer as the account forms show it. The wording comes from `describeSecurityError`
 * (`describeAuthError` plus the security settings' codes) and `describeWeakPasswordReasons` of the site's `content/`, the
 * one mapping of the server's codes; this only decides where on the form it goes.
 */
export function toFormError(error: AuthActionError, context: AuthErrorContext): AuthFormError {
  const reasons =
    error.code === 'weak_password'
      ? describeWeakPasswordReasons(error.reasons, DEFAULT_MIN_PASSWORD_LENGTH)
      : [];
  return {
    message: describeSecurityError(error, { context }),
    field: fieldFor(error, context),
    ...(reasons.length > 0 ? { reasons } : null),
  };
}
