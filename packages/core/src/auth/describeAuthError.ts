import { isRateLimitCode } from './authErrors';
import type { AuthActionError } from './types';

/** The server's default minimum password length (contract section 9); pass the configured one when it differs. */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The sentence a form shows for a failed auth action. Known codes get wording of our own (the server's texts are
 * terse and sometimes misleading, e.g. "Invalid login credentials"); anything else falls back to the server's
 * message. For `weak_password` the UI lists `error.reasons` with `describeWeakPasswordReason` below this sentence.
 */
export function describeAuthError(error: Pick<AuthActionError, 'code' | 'message'>): string {
  switch (error.code) {
    case 'invalid_credentials':
      return 'Email or password is incorrect.';
    case 'email_not_confirmed':
      return 'Confirm your email address first: check your inbox for the link.';
    case 'weak_password':
      return 'Choose a stronger password.';
    case 'user_already_exists':
    case 'email_exists':
      return 'An account with this email already exists. Sign in instead.';
    case 'network_error':
      return 'We could not reach the server. Check your connection and try again.';
    case 'same_password':
      return 'Choose a password different from your current one.';
    case 'session_missing':
      return 'Your session has ended. Sign in again, or request a new reset link.';
    default:
      if (isRateLimitCode(error.code))
        return 'Too many attempts. Please wait a minute and try again.';
      return error.message.trim() || GENERIC_MESSAGE;
  }
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
      return `It must be at least ${minLength} characters long.`;
    case 'characters':
      return 'It must mix letters, numbers and symbols.';
    case 'pwned':
      return 'It has appeared in a data breach; choose another.';
    default:
      return 'It does not meet the password rules.';
  }
}
