import { randomUUID } from 'node:crypto';
import { selectJson, selectOneJson, type SqlExecutor } from '../../db/database.ts';
import { inetOrNull } from './inet.ts';

/** An auth.mfa_factors row (Supabase Auth's shape; the secret is stored in the clear, as without DB encryption). */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'unverified' | 'verified';
  created_at: string;
  updated_at: string;
  secret: string | null;
  last_challenged_at: string | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: string;
  verified_at: string | null;
  ip_address: string;
}

export function factorsOf(db: SqlExecutor, userId: string): Promise<FactorRow[]> {
  return selectJson<FactorRow>(
    db,
    'select * from auth.mfa_factors where user_id = $1 order by created_at',
    [userId],
  );
}

export async function hasVerifiedFactor(db: SqlExecutor, userId: string): Promise<boolean> {
  const result = await db.query(
    "select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1",
    [userId],
  );
  return result.rows.length > 0;
}

export function findOwnedFactor(
  db: SqlExecutor,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  return selectOneJson<FactorRow>(
    db,
    'select * from auth.mfa_factors where id = $1 and user_id = $2',
    [factorId, userId],
  );
}

export function insertTotpFactor(
  db: SqlExecutor,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow | undefined> {
  return selectOneJson<FactorRow>(
    db,
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4) returning *`,
    [randomUUID(), userId, friendlyName, secret],
  );
}

/** Drops unverified factors that nobody challenged within `lifetimeSeconds`, as Supabase Auth does. */
export async function deleteStaleFactors(db: SqlExecutor, lifetimeSeconds: number): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors f
      where status <> 'verified' and created_at + make_interval(secs => $1) < now()
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`,
    [lifetimeSeconds],
  );
}

/** An arbitrary key for pg_advisory_xact_lock, used for nothing else. */
const lastChallengedLock = 240_248;

/**
 * The inet column holds addresses only; anything else (a test transport) is stored, and compared, as the
 * unspecified address.
 */
export function challengeIp(ip: string): string {
  return inetOrNull(ip) ?? '0.0.0.0';
}

/** A new challenge of the factor from `ip`, stamping the factor's last_challenged_at. */
export async function insertChallenge(
  tx: SqlExecutor,
  factorId: string,
  ip: string,
): Promise<ChallengeRow | undefined> {
  // last_challenged_at is unique across all factors (Supabase Auth's schema), and on PostgreSQL challenges run
  // in parallel, so two can share a now(). One lock, taken first, orders these transactions (which are short),
  // and each stores a time after every stored one.
  await tx.query('select pg_advisory_xact_lock($1)', [lastChallengedLock]);
  const created = await selectOneJson<ChallengeRow>(
    tx,
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values ($1, $2, now(), $3::inet) returning *`,
    [randomUUID(), factorId, challengeIp(ip)],
  );
  await tx.query(
    `update auth.mfa_factors
        set last_challenged_at = greatest(
              now(),
              (select max(last_challenged_at) + interval '1 microsecond' from auth.mfa_factors))
      where id = $1`,
    [factorId],
  );
  return created;
}

export function findChallenge(
  db: SqlExecutor,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  return selectOneJson<ChallengeRow>(
    db,
    `select id, factor_id, created_at, verified_at, host(ip_address) as ip_address
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factorId],
  );
}

export async function deleteChallenge(db: SqlExecutor, challengeId: string): Promise<void> {
  await db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}

/**
 * Records `step` as the factor's last accepted TOTP time step; false when that step or a later one was already
 * accepted, so a code works once (RFC 6238 section 5.2).
 */
export async function spendTotpStep(
  tx: SqlExecutor,
  factorId: string,
  step: number,
): Promise<boolean> {
  const spent = await tx.query(
    `insert into local_supabase.totp_last_step (factor_id, step) values ($1, $2)
     on conflict (factor_id) do update set step = excluded.step
       where local_supabase.totp_last_step.step < excluded.step
     returning step`,
    [factorId, step],
  );
  return spent.rows.length > 0;
}

/**
 * A verified challenge: the factor becomes verified and the session aal2 with a `totp` amr entry. As Supabase
 * Auth does, the user's other sessions below aal2 end, and unverified TOTP factors go.
 */
export async function raiseSessionToAal2(
  tx: SqlExecutor,
  userId: string,
  sessionId: string,
  factorId: string,
  challengeId: string,
): Promise<void> {
  await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
  await tx.query(
    "update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1",
    [factorId],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), 'totp', $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, randomUUID()],
  );
  await tx.query(
    "update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1",
    [sessionId, factorId],
  );
  await tx.query("delete from auth.sessions where user_id = $1 and aal < 'aal2'", [userId]);
  await tx.query(
    "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'",
    [userId],
  );
}

/** Deletes the factor; the sessions it raised drop to aal1 and lose its amr entry. */
export async function deleteFactor(
  tx: SqlExecutor,
  userId: string,
  factorId: string,
): Promise<void> {
  await tx.query('delete from auth.mfa_factors where id = $1', [factorId]);
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await tx.query(
    "update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where user_id = $1 and factor_id = $2",
    [userId, factorId],
  );
}
