import { DEFAULT_MIN_PASSWORD_LENGTH, type AuthActionError } from '@outpace/core/auth';

/**
 * Which screen the failure happened on. Only a few codes read differently per screen: an ended session on the
 * set-a-new-password screen means the reset link no longer works, elsewhere that the visitor must sign in again.
 */
export type AuthErrorContext =
  | 'signIn'
  | 'signInLink'
  | 'signUp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'signOut'
  | 'account'
  | 'changePassword'
  | 'changeEmail'
  | 'twoFactor'
  | 'devices'
  | 'deleteAccount';

export interface DescribeAuthErrorOptions {
  /** The screen the error came from. @default 'signIn' */
  context?: AuthErrorContext;
}

/** The sentences `describeAuthError` produces, for tests and stories that want to match them. */
export const authErrorMessages = {
  invalidCredentials: 'That email and password do not match an account. Check them and try again.',
  emailNotConfirmed: 'Confirm your email address first: open the link we sent you, then sign in.',
  userBanned: 'This account is blocked. Contact us if you think this is a mistake.',
  weakPassword: 'Choose a stronger password.',
  samePassword: 'That is your current password. Choose a new one.',
  alreadyRegistered:
    'An account with this email already exists. Sign in instead, or reset your password.',
  requestRateLimit: 'Too many attempts in a short time. Wait a few minutes, then try again.',
  emailRateLimit: 'We have sent too many emails just now. Wait a few minutes, then try again.',
  signupDisabled: 'New accounts cannot be created right now. Please try again later.',
  invalidEmail: 'Enter a valid email address, like name@example.com.',
  linkExpired: 'Your reset link has expired or was already used. Request a new one.',
  signInCodeInvalid: 'That code is wrong or has expired. Check it, or ask for a new link.',
  sessionExpired: 'Your session has ended. Sign in again to continue.',
  network: 'We could not reach the server. Check your connection and try again.',
  generic: 'Something went wrong. Please try again.',
} as const;

/**
 * Codes that mean "there is no usable session (any more)": the session layer's own `session_missing`, and the
 * server's codes for an ended, unknown or revoked session, a bad token, or a used or expired e-mail link.
 */
const SESSION_CODES = new Set([
  'session_missing',
  'session_not_found',
  'session_expired',
  'bad_jwt',
  'no_authorization',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'otp_expired',
  'user_not_found',
]);

/**
 * The sentence a form (or toast) shows for a failed auth action: the one mapping of the server's error codes to
 * words. Known codes get wording of our own (the server's texts are written for developers, terse and sometimes
 * misleading, e.g. "Invalid login credentials"); anything else falls back to the server's message, then to a
 * generic sentence. For `weak_password` the UI lists `error.reasons` with `describeWeakPasswordReason` under it.
 */
export function describeAuthError(
  error: Pick<AuthActionError, 'code' | 'message'> & { status?: number },
  { context = 'signIn' }: DescribeAuthErrorOptions = {},
): string {
  switch (error.code) {
    case 'invalid_credentials':
      return authErrorMessages.invalidCredentials;
    case 'email_not_confirmed':
      return authErrorMessages.emailNotConfirmed;
    case 'user_banned':
      return authErrorMessages.userBanned;
    case 'weak_password':
      return authErrorMessages.weakPassword;
    case 'same_password':
      return authErrorMessages.samePassword;
    case 'user_already_exists':
    case 'email_exists':
      return authErrorMessages.alreadyRegistered;
    case 'over_request_rate_limit':
      return authErrorMessages.requestRateLimit;
    case 'over_email_send_rate_limit':
      return authErrorMessages.emailRateLimit;
    case 'signup_disabled':
    case 'email_provider_disabled':
      return authErrorMessages.signupDisabled;
    case 'email_address_invalid':
      return authErrorMessages.invalidEmail;
    case 'validation_failed':
      // The server's check of the e-mail format; the forms catch most of these before sending.
      if (/email/i.test(error.message) && context !== 'resetPassword')
        return authErrorMessages.invalidEmail;
      break;
    case 'network_error':
      return authErrorMessages.network;
    default:
      if (error.code === 'otp_expired' && context === 'signInLink')
        return authErrorMessages.signInCodeInvalid;
      if (SESSION_CODES.has(error.code)) {
        return context === 'resetPassword'
          ? authErrorMessages.linkExpired
          : authErrorMessages.sessionExpired;
      }
      if (error.status === 429) return authErrorMessages.requestRateLimit;
  }
  return error.message.trim() || authErrorMessages.generic;
}

/**
 * One sentence per reason of a `weak_password` answer ('length', 'characters', 'pwned').
 *
 * @param reason one entry of `AuthActionError.reasons`
 * @param minLength the password minimum configured on the server; defaults to the server's floor of 6
 */
export function describeWeakPasswordReason(
  reason: string,
  minLength: number = DEFAULT_MIN_PASSWORD_LENGTH,
): string {
  switch (reason) {
    case 'length':
      return `It is shorter than ${minLength} characters.`;
    case 'characters':
      // The required classes are a server setting (letters and digits, or also upper case and symbols).
      return 'It needs a mix of character types, such as lower- and upper-case letters, digits and symbols.';
    case 'pwned':
      return 'It has appeared in a known data breach, so it is easy to guess. Choose another one.';
    default:
      return 'It does not meet the password rules.';
  }
}

/**
 * The weak-password reasons as sentences, each once and in the server's order; unknown reasons share one
 * generic sentence rather than being shown raw.
 */
export function describeWeakPasswordReasons(
  reasons: readonly string[] | undefined,
  minLength: number = DEFAULT_MIN_PASSWORD_LENGTH,
): string[] {
  return [
    ...new Set((reasons ?? []).map((reason) => describeWeakPasswordReason(reason, minLength))),
  ];
}
