import type { Context } from 'hono';

/** Errors of the auth API, rendered in the shape the caller's X-Supabase-Api-Version asks for. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
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
