import { randomUUID } from 'node:crypto';
import { selectJson, selectOneJson, type SqlExecutor } from '../db/database.ts';

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

/** A factor as the User object lists it: never its secret. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    last_challenged_at: factor.last_challenged_at,
  };
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

/** Deletes a factor and brings the sessions it raised to aal2 back to aal1, as unenrolling does. */
export async function removeFactor(
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
