import type { AuthActionError } from './types';

// Errors are recognised by their `name` (and auth-js's `__isAuthError` marker) rather than with `instanceof` or the
// `isAuthApiError` helpers: importing those values from @supabase/supabase-js would pull the whole client into
// every bundle that imports this module, and the landing page must load it only through the lazy loader.

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  status?: unknown;
  reasons?: unknown;
  context?: unknown;
}

// Chrome: "Failed to fetch"; Node/undici: "fetch failed"; Firefox: "NetworkError when attempting to fetch resource";
// Safari: "Load failed"; failed chunk: "Failed to fetch dynamically imported module" / "error loading dynamically ...".
const NETWORK_MESSAGE = /fetch|network|load failed|dynamically imported/i;

function asErrorLike(error: unknown): ErrorLike | null {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : null;
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length > 0 ? value : fallback;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && value > 0 ? value : undefined;
}

function withStatus(error: AuthActionError, status: number | undefined): AuthActionError {
  return status === undefined ? error : { ...error, status };
}

function isAuthJsError(error: ErrorLike): boolean {
  return (
    '__isAuthError' in error || (typeof error.name === 'string' && error.name.startsWith('Auth'))
  );
}

/**
 * Maps an error of auth-js (`AuthApiError`, `AuthWeakPasswordError`, `AuthRetryableFetchError`,
 * `AuthSessionMissingError`, ...) or anything thrown along the way to an `AuthActionError`.
 */
export function mapAuthError(error: unknown): AuthActionError {
  const e = asErrorLike(error);
  if (!e) return { code: 'unknown', message: stringOr(error, 'Unexpected error.') };

  const message = stringOr(e.message, 'Unexpected error.');
  const status = numberOrUndefined(e.status);

  // 5xx answers and failed fetches alike: auth-js keeps the session on these, and the visitor should simply retry.
  if (e.name === 'AuthRetryableFetchError')
    return withStatus({ code: 'network_error', message }, status);
  if (e.name === 'AuthWeakPasswordError' || e.code === 'weak_password') {
    const reasons = Array.isArray(e.reasons)
      ? e.reasons.filter((r): r is string => typeof r === 'string')
      : [];
    return withStatus({ code: 'weak_password', message, reasons }, status);
  }
  if (e.name === 'AuthSessionMissingError') return { code: 'session_missing', message };
  // `fetch` rejects with a TypeError on network failure, and so does a failed lazy `import()` of supabase-js.
  // The message test keeps genuine programming errors (also TypeErrors) out of the "check your connection" bucket.
  if (e.name === 'TypeError' && !isAuthJsError(e) && NETWORK_MESSAGE.test(message)) {
    return { code: 'network_error', message };
  }

  if (typeof e.code === 'string' && e.code.length > 0)
    return withStatus({ code: e.code, message }, status);
  // Servers older than API version 2024-01-01 may omit the code on a 429.
  if (status === 429) return { code: 'over_request_rate_limit', message, status };
  return withStatus({ code: 'unknown', message }, status);
}

async function readFunctionErrorBody(response: unknown): Promise<Record<string, unknown> | null> {
  if (typeof Response === 'undefined' || !(response instanceof Response)) return null;
  try {
    // clone(): the caller (or a logger) may still want to read the body.
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Maps the `error` of `functions.invoke` to an `AuthActionError`. For `FunctionsHttpError` it reads the JSON body
 * the function sent (`{ error }` or `{ message }`, optionally `{ code }`); fetch and relay failures become
 * `network_error`. Other errors go through `mapAuthError`.
 */
export async function mapFunctionsError(error: unknown): Promise<AuthActionError> {
  const e = asErrorLike(error);
  if (e?.name === 'FunctionsFetchError' || e?.name === 'FunctionsRelayError') {
    return { code: 'network_error', message: stringOr(e.message, 'Failed to reach the server.') };
  }
  if (e?.name === 'FunctionsHttpError') {
    const response = e.context;
    const status =
      response instanceof Object && 'status' in response
        ? numberOrUndefined(response.status)
        : undefined;
    const body = await readFunctionErrorBody(response);
    const message = stringOr(
      body?.error,
      stringOr(body?.message, stringOr(e.message, 'The server refused the request.')),
    );
    if (typeof body?.code === 'string' && body.code.length > 0)
      return withStatus({ code: body.code, message }, status);
    if (status === 429) return { code: 'over_request_rate_limit', message, status };
    return withStatus({ code: 'function_error', message }, status);
  }
  return mapAuthError(error);
}
