import type { Context } from 'hono';
import { bearerToken } from './bearer.ts';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the request named a loopback Host. The /__dev routes read or change what only the developer may: a page
 * on another site that points its own name at 127.0.0.1 (DNS rebinding) still sends its own name as Host.
 */
export function hasLoopbackHost(c: Context): boolean {
  const name = (c.req.header('host') ?? '').trim().toLowerCase().replace(/:\d*$/, '');
  return loopbackHosts.has(name);
}

/** Whether the request carries the service role key or the secret key, as `apikey` or as a bearer token. */
export function hasServiceKey(
  c: Context,
  keys: { serviceRoleKey: string; secretKey: string },
): boolean {
  const presented = [c.req.header('apikey'), bearerToken(c)];
  return presented.some((key) => key === keys.serviceRoleKey || key === keys.secretKey);
}
