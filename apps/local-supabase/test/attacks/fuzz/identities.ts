import type { SqlExecutor } from '../../../src/db/database.ts';
import type { LocalSupabase } from '../../../src/server/startLocalSupabase.ts';
import { newUser, userWithTotp } from '../../support/harness.ts';

/** Who a fuzzed request is sent as, beyond the anonymous caller. */
export type IdentityName = 'aal1' | 'aal2' | 'service';

export interface Identity {
  name: IdentityName;
  /** Sent as the bearer token; the service role's is its key. */
  accessToken: string;
  userId: string;
  email: string;
  /** The identity's own factor, or a made-up id when it has none. */
  factorId: string;
}

/** A factor id nobody has: where a request names "my factor" for a user without one. */
const noFactor = '00000000-0000-4000-8000-000000000000';

async function accessTokenOf(client: Awaited<ReturnType<typeof newUser>>['client']) {
  return (await client.auth.getSession()).data.session?.access_token ?? '';
}

/** A fresh account of the kind `name` names: aal1 (password only) or aal2 (a verified TOTP factor). */
export async function createUserIdentity(
  server: LocalSupabase,
  name: 'aal1' | 'aal2',
): Promise<Identity> {
  const user =
    name === 'aal1'
      ? { ...(await newUser(server, 'fuzz-aal1')), factorId: noFactor }
      : await userWithTotp(server, 'fuzz-aal2');
  return {
    name,
    accessToken: await accessTokenOf(user.client),
    userId: user.id,
    email: user.email,
    factorId: user.factorId,
  };
}

export function serviceIdentity(server: LocalSupabase): Identity {
  return {
    name: 'service',
    accessToken: server.serviceRoleKey,
    userId: '',
    email: '',
    factorId: noFactor,
  };
}

/**
 * Whether an identity still is what it was made as: its session alive and, for aal2, its factor still verified.
 * Fuzzed requests may sign it out, delete it or remove its factor; the fuzzer then makes a fresh one, so later
 * batches still reach past the bearer check.
 */
export async function isIntact(server: LocalSupabase, identity: Identity): Promise<boolean> {
  if (identity.name === 'service') return true;
  const response = await fetch(`${server.url}/auth/v1/user`, {
    headers: { apikey: server.anonKey, Authorization: `Bearer ${identity.accessToken}` },
  });
  if (response.status !== 200) return false;
  if (identity.name === 'aal1') return true;
  const user = (await response.json()) as { factors?: { id: string; status: string }[] };
  return (user.factors ?? []).some((f) => f.id === identity.factorId && f.status === 'verified');
}

/**
 * Every row that belongs to one account, as Postgres prints it: the user, identities, factors, their challenges,
 * sessions, their amr claims, refresh tokens and subscription rows. Requests by other users must leave this text
 * exactly as it was.
 */
const accountRowsSql = `
select json_build_object(
  'user', (select u::text from auth.users u where u.id = $1),
  'identities', (select string_agg(i::text, '|' order by i.id) from auth.identities i where i.user_id = $1),
  'factors', (select string_agg(f::text, '|' order by f.id) from auth.mfa_factors f where f.user_id = $1),
  'challenges', (select string_agg(c::text, '|' order by c.id) from auth.mfa_challenges c
                   join auth.mfa_factors f on f.id = c.factor_id where f.user_id = $1),
  'sessions', (select string_agg(s::text, '|' order by s.id) from auth.sessions s where s.user_id = $1),
  'amr', (select string_agg(a::text, '|' order by a.id) from auth.mfa_amr_claims a
            join auth.sessions s on s.id = a.session_id where s.user_id = $1),
  'refresh_tokens', (select string_agg(r::text, '|' order by r.id) from auth.refresh_tokens r
                       where r.user_id = $1::text),
  'subscribers', (select string_agg(p::text, '|' order by p.id) from public.subscribers p where p.user_id = $1)
)::text as rows`;

export async function accountRows(db: SqlExecutor, userId: string): Promise<string> {
  const result = await db.query<{ rows: string }>(accountRowsSql, [userId]);
  return result.rows[0]?.rows ?? '';
}
