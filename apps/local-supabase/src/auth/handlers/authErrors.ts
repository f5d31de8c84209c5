import type { Context } from 'hono';

/**
 * Every `error_code` the auth API answers with, Supabase Auth's names (its `internal/api/apierrors`): a code not
 * listed here does not compile, so callers can rely on the list.
 */
export const authErrorCodes = [
  'anonymous_provider_disabled',
  'bad_json',
  'bad_jwt',
  'current_password_invalid',
  'current_password_required',
  'email_exists',
  'email_not_confirmed',
  'insufficient_aal',
  'invalid_credentials',
  'manual_linking_disabled',
  'mfa_challenge_expired',
  'mfa_factor_name_conflict',
  'mfa_factor_not_found',
  'mfa_ip_address_mismatch',
  'mfa_phone_enroll_not_enabled',
  'mfa_verification_failed',
  'mfa_webauthn_enroll_not_enabled',
  'no_authorization',
  'not_admin',
  'not_found',
  'otp_disabled',
  'otp_expired',
  'over_email_send_rate_limit',
  'over_request_rate_limit',
  'phone_exists',
  'phone_provider_disabled',
  'provider_disabled',
  'reauthentication_needed',
  'reauthentication_not_valid',
  'refresh_token_already_used',
  'refresh_token_not_found',
  'request_entity_too_large',
  'same_password',
  'saml_provider_disabled',
  'session_expired',
  'session_not_found',
  'signup_disabled',
  'too_many_enrolled_mfa_factors',
  'unexpected_failure',
  'user_already_exists',
  'user_banned',
  'user_not_found',
  'validation_failed',
  'weak_password',
  'web3_provider_disabled',
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];

/** Errors of the auth API, rendered in the shape the caller's X-Supabase-Api-Version asks for. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const apiVersionHeader = 'X-Supabase-Api-Version';
const firstDatedApiVersion = '2024-01-01';

/** Clients that send a dated API version (auth-js does) get `{code, message}`; others the legacy shape. */
export function usesDatedErrors(c: Context): boolean {
  const version = c.req.header(apiVersionHeader);
  return (
    version !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= firstDatedApiVersion
  );
}

export function authErrorResponse(c: Context, error: AuthError, requestId: string): Response {
  const dated = usesDatedErrors(c);
  const body = dated
    ? { code: error.code, message: error.message, ...error.extra }
    : {
        code: error.status,
        error_code: error.code,
        msg: error.message,
        ...error.extra,
        ...(error.status >= 500 ? { error_id: requestId } : {}),
      };
  const headers: Record<string, string> = { 'x-sb-error-code': error.code, ...error.headers };
  if (dated) headers[apiVersionHeader] = firstDatedApiVersion;
  return c.json(body, error.status as 400, headers);
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message);

export const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');

export const requestRateLimited = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export const emailQuotaExceeded = () =>
  new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');

export const emailTooSoon = (seconds: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
