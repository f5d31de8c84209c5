import { authErrorCodes } from '../../../src/auth/handlers/authErrors.ts';
import type { RawResponse } from './rawHttp.ts';

type Json = Record<string, unknown>;

const isString = (value: unknown) => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

function hasExactly(body: Json, keys: string[]): boolean {
  const present = Object.keys(body).sort();
  return present.length === keys.length && [...keys].sort().every((key, i) => key === present[i]);
}

/** Kong's answers in front of Supabase: a missing or unknown key, or no route for the path. */
const isGatewayError = (body: Json) => hasExactly(body, ['message']) && isString(body.message);

/**
 * Supabase Auth: `{code, message}` when the response carries X-Supabase-Api-Version (auth-js reads the
 * header to choose), else the legacy `{code: <status>, error_code, msg}`; x-sb-error-code names it,
 * and the code is one of the catalogue's.
 */
function isAuthError(body: Json, response: RawResponse): boolean {
  const dated = response.headers['x-supabase-api-version'] !== undefined;
  const errorCode = dated ? body.code : body.error_code;
  const wellFormed = dated
    ? isString(body.code) && isString(body.message)
    : body.code === response.status && isString(body.error_code) && isString(body.msg);
  return (
    wellFormed &&
    response.headers['x-sb-error-code'] === errorCode &&
    (authErrorCodes as readonly unknown[]).includes(errorCode)
  );
}

/** Supabase Auth's OAuth-style 400 (the id_token grant's request errors): exactly `{error, error_description}`. */
const isAuthOAuthError = (body: Json, response: RawResponse) =>
  response.status === 400 &&
  hasExactly(body, ['error', 'error_description']) &&
  isString(body.error) &&
  isString(body.error_description);

/** PostgREST: exactly `{code, details, hint, message}`. */
const isRestError = (body: Json) =>
  hasExactly(body, ['code', 'details', 'hint', 'message']) &&
  isString(body.code) &&
  isString(body.message) &&
  isStringOrNull(body.details) &&
  isStringOrNull(body.hint);

/** Edge Functions: the runtime's `{code, message}` or the function's own `{error}`. */
const isFunctionsError = (body: Json) =>
  (hasExactly(body, ['code', 'message']) && isString(body.message)) ||
  (hasExactly(body, ['error']) && isString(body.error));

/** Storage: `{statusCode: "<status>", error, message}`. */
const isStorageError = (body: Json, response: RawResponse) =>
  hasExactly(body, ['statusCode', 'error', 'message']) &&
  body.statusCode === String(response.status) &&
  isString(body.error) &&
  isString(body.message);

/** The dev mailbox: a JSON error with a message of some kind. */
const isMailboxError = (body: Json) => isString(body.error) || isString(body.message);

type Api = 'auth' | 'rest' | 'functions' | 'storage' | 'mailbox' | 'none';

const mounts: [string, Api][] = [
  ['/auth/v1', 'auth'],
  ['/rest/v1', 'rest'],
  ['/functions/v1', 'functions'],
  ['/storage/v1', 'storage'],
  ['/__dev', 'mailbox'],
];

/** The API a request reaches, judged from the path as the server resolves it (dot segments removed). */
function apiOf(path: string): Api {
  const resolved = new URL(`http://server${path}`).pathname;
  const mount = mounts.find(([prefix]) => resolved === prefix || resolved.startsWith(`${prefix}/`));
  return mount?.[1] ?? 'none';
}

/**
 * Why a 4xx answer is not in its API's error shape, or undefined when it is. Answers to HEAD carry no
 * body by definition.
 */
export function errorShapeProblem(
  method: string,
  path: string,
  response: RawResponse,
): string | undefined {
  if (method === 'HEAD') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(response.body.toString('utf8'));
  } catch {
    return 'the body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'the body is not a JSON object';
  const json = body as Json;
  const api = apiOf(path);
  const gateway = isGatewayError(json);
  const fits: Record<Api, boolean> = {
    auth:
      isAuthError(json, response) ||
      isAuthOAuthError(json, response) ||
      (gateway && response.status === 401),
    rest: isRestError(json) || (gateway && response.status === 401),
    functions: isFunctionsError(json),
    storage: isStorageError(json, response),
    mailbox: isMailboxError(json),
    none: gateway,
  };
  return fits[api]
    ? undefined
    : `not in the error shape of ${api === 'none' ? 'the gateway' : api}`;
}
