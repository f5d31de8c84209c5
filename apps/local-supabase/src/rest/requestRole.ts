import type { Context } from 'hono';
import type { ApiKeys } from '../config.ts';
import type { JwtService } from '../tokens/jwt.ts';
import { bearerOfHeader } from '../http/bearer.ts';
import type { SqlExecutor } from '../db/database.ts';
import { PgrstError } from './restErrors.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestRole {
  role: ApiRole;
  /** What `request.jwt.claims` is set to, so auth.uid()/auth.jwt() work in policies. */
  claims: Record<string, unknown>;
}

const apiRoles = new Set<string>(['anon', 'authenticated', 'service_role']);

const jwtMessages = {
  malformed: 'JWT is malformed',
  algorithm: 'Wrong or unsupported encoding algorithm',
  signature: 'JWT cryptographic operation failed',
  claims: 'JWT claims validation failed',
} as const;

/**
 * PostgREST's role resolution behind the Supabase gateway: the Bearer JWT decides; with no
 * Authorization, the new-format secret key acts as service_role and anything else as anon.
 */
export async function resolveRequestRole(
  c: Context,
  keys: ApiKeys,
  jwt: JwtService,
): Promise<RequestRole> {
  const authorization = c.req.header('authorization');
  if (authorization === undefined || authorization.trim() === '') {
    return c.req.header('apikey') === keys.secretKey
      ? { role: 'service_role', claims: { role: 'service_role' } }
      : { role: 'anon', claims: { role: 'anon' } };
  }
  const token = bearerOfHeader(authorization);
  if (!token)
    throw new PgrstError(401, 'PGRST301', 'Authorization header must be "Bearer <token>"');
  if (token === keys.publishableKey) return { role: 'anon', claims: { role: 'anon' } };
  if (token === keys.secretKey) return { role: 'service_role', claims: { role: 'service_role' } };

  const parts = token.split('.').length;
  if (parts !== 3) throw new PgrstError(401, 'PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  const verified = await jwt.verify(token);
  if (!verified.ok) {
    if (verified.failure === 'expired') throw new PgrstError(401, 'PGRST303', 'JWT expired');
    throw new PgrstError(401, 'PGRST301', jwtMessages[verified.failure]);
  }
  const role = verified.claims.role ?? 'anon';
  // Never switch into anything but the three API roles: a token claiming "postgres" must not bypass RLS.
  if (typeof role !== 'string' || !apiRoles.has(role)) {
    throw new PgrstError(403, '42501', `permission denied to set role "${String(role)}"`);
  }
  return { role: role as ApiRole, claims: verified.claims as Record<string, unknown> };
}

const statementTimeouts: Record<ApiRole, string> = {
  anon: '3s',
  authenticated: '8s',
  service_role: '0',
};

/**
 * Switches a transaction to the caller as PostgREST and Storage do: role, JWT claims and request settings
 * for the rest of the transaction, so grants and RLS policies decide what its statements may touch.
 */
export async function actAsCaller(
  tx: SqlExecutor,
  caller: RequestRole,
  request: {
    method: string;
    path: string;
    headers: Headers;
    readOnly: boolean;
    /** PostgREST's: the request's schema, then `extra_search_path` (storage keeps the default's). */
    searchPath?: string;
  },
): Promise<void> {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true), set_config('request.path', $4, true),
            set_config('request.headers', $5, true), set_config('search_path', $8, true),
            set_config('statement_timeout', $6, true), set_config('transaction_read_only', $7, true)`,
    [
      caller.role,
      JSON.stringify(caller.claims),
      request.method,
      request.path,
      JSON.stringify(Object.fromEntries(request.headers)),
      statementTimeouts[caller.role],
      request.readOnly ? 'on' : 'off',
      request.searchPath ?? 'public, extensions',
    ],
  );
}
