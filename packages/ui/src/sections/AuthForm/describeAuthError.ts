import { UNEXPECTED_ERROR_MESSAGE, type AuthFormError } from './useAuthForm';
import {
  DEFAULT_MAX_PASSWORD_LENGTH,
  DEFAULT_MIN_PASSWORD_LENGTH,
  authMessages,
  describeWeakPasswordReasons,
  type AuthFormMode,
} from './validateAuthFields';

/**
 * The parts of an auth error the forms need. It matches the shape of supabase-js `AuthError`
 * (`code`, `status`, `message`, `name`, and `reasons` on a weak-password error) without importing it.
 */
export interface AuthErrorLike {
  code?: string | null;
  status?: number | null;
  message?: string | null;
  name?: string | null;
  reasons?: readonly string[] | null;
}

export interface DescribeAuthErrorOptions {
  /** The form the error came from; it picks the wording (e.g. an expired session on the reset form). */
  mode: AuthFormMode;
  /** For the weak-password 'length' reason. @default 6 */
  minPasswordLength?: number;
  /** @default 72 */
  maxPasswordLength?: number;
}

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
  linkExpired: 'Your reset link has expired or was already used. Request a new one.',
  sessionExpired: 'Your session has ended. Sign in again to continue.',
  network: 'We could not reach the server. Check your connection and try again.',
  unexpected: UNEXPECTED_ERROR_MESSAGE,
} as const;

const SESSION_CODES = new Set([
  'session_not_found',
  'session_expired',
  'bad_jwt',
  'no_authorization',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'otp_expired',
  'user_not_found',
]);

const isNetworkFailure = ({ name, status, code }: AuthErrorLike): boolean =>
  name === 'AuthRetryableFetchError' ||
  name === 'FunctionsFetchError' ||
  (!code && (status === 0 || (typeof status === 'number' && status >= 500)));

/**
 * Maps an auth error (by its code) to a sentence the visitor can act on, and to the field it belongs to.
 * Server wording is never shown raw: it is written for developers and varies between versions.
 */
export function describeAuthError(
  error: AuthErrorLike,
  {
    mode,
    minPasswordLength = DEFAULT_MIN_PASSWORD_LENGTH,
    maxPasswordLength = DEFAULT_MAX_PASSWORD_LENGTH,
  }: DescribeAuthErrorOptions,
): AuthFormError {
  const code = error.code ?? undefined;

  switch (code) {
    case 'invalid_credentials':
      return { message: authErrorMessages.invalidCredentials };
    case 'email_not_confirmed':
      return { message: authErrorMessages.emailNotConfirmed };
    case 'user_banned':
      return { message: authErrorMessages.userBanned };
    case 'weak_password':
      return {
        field: 'password',
        message: authErrorMessages.weakPassword,
        reasons: describeWeakPasswordReasons(error.reasons ?? [], { minPasswordLength }),
      };
    case 'same_password':
      return { field: 'password', message: authErrorMessages.samePassword };
    case 'user_already_exists':
    case 'email_exists':
      return { field: 'email', message: authErrorMessages.alreadyRegistered };
    case 'over_request_rate_limit':
      return { message: authErrorMessages.requestRateLimit };
    case 'over_email_send_rate_limit':
      return { message: authErrorMessages.emailRateLimit };
    case 'signup_disabled':
      return { message: authErrorMessages.signupDisabled };
    case 'validation_failed': {
      const text = error.message ?? '';
      if (/email/i.test(text) && mode !== 'resetPassword')
        return { field: 'email', message: authMessages.emailInvalid };
      if (/longer than/i.test(text))
        return { field: 'password', message: authMessages.passwordTooLong(maxPasswordLength) };
      return { message: authErrorMessages.unexpected };
    }
    default:
      break;
  }

  if (code && SESSION_CODES.has(code)) {
    return {
      message:
        mode === 'resetPassword' ? authErrorMessages.linkExpired : authErrorMessages.sessionExpired,
    };
  }
  if (error.status === 429) return { message: authErrorMessages.requestRateLimit };
  if (isNetworkFailure(error)) return { message: authErrorMessages.network };
  return { message: authErrorMessages.unexpected };
}
