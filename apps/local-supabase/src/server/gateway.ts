import type { MiddlewareHandler } from 'hono';
import type { ApiKeys } from '../config.ts';

/** Routes Supabase's gateway leaves open: email links and OAuth callbacks carry no key. */
const openAuthPaths = new Set([
  '/auth/v1/verify',
  '/auth/v1/callback',
  '/auth/v1/authorize',
  '/auth/v1/.well-known/jwks.json',
]);

/** Why the gateway refuses a request's API key (status and JSON body), or undefined when it is one of the project's. */
export function apiKeyRefusal(
  keys: ApiKeys,
  key: string | undefined,
): { status: 401; body: { message: string } } | undefined {
  if (!key) return { status: 401, body: { message: 'No API key found in request' } };
  const accepted = [keys.anonKey, keys.serviceRoleKey, keys.publishableKey, keys.secretKey];
  if (!accepted.includes(key))
    return { status: 401, body: { message: 'Invalid authentication credentials' } };
  return undefined;
}

/** The gateway's key-auth in front of /auth/v1 and /rest/v1 (docs/local-backend.md#gateway-key-check). */
export function requireApiKey(keys: ApiKeys): MiddlewareHandler {
  return async (c, next) => {
    if (openAuthPaths.has(c.req.path)) return next();
    const refusal = apiKeyRefusal(keys, c.req.header('apikey') ?? c.req.query('apikey'));
    if (refusal) return c.json(refusal.body, refusal.status);
    return next();
  };
}
