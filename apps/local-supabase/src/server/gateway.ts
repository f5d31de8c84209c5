import type { MiddlewareHandler } from 'hono';
import type { ApiKeys } from '../config.ts';

/** Routes Supabase's gateway leaves open: email links and OAuth callbacks carry no key. */
const openAuthPaths = new Set([
  '/auth/v1/verify',
  '/auth/v1/callback',
  '/auth/v1/authorize',
  '/auth/v1/.well-known/jwks.json',
]);

/** The gateway's key-auth in front of /auth/v1 and /rest/v1 (docs/local-backend.md#gateway-key-check). */
export function requireApiKey(keys: ApiKeys): MiddlewareHandler {
  const accepted = new Set([
    keys.anonKey,
    keys.serviceRoleKey,
    keys.publishableKey,
    keys.secretKey,
  ]);
  return async (c, next) => {
    if (openAuthPaths.has(c.req.path)) return next();
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) return c.json({ message: 'No API key found in request' }, 401);
    if (!accepted.has(key)) return c.json({ message: 'Invalid authentication credentials' }, 401);
    return next();
  };
}
