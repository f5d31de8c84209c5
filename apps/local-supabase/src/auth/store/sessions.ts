import { randomUUID } from 'node:crypto';
import { selectJson, selectOneJson, type SqlExecutor } from '../../db/database.ts';
import { inetOrNull } from './inet.ts';

export interface SessionInfo {
  id: string;
  created_at: string;
  aal: 'aal1' | 'aal2' | null;
  /**
   * Opened by a mailed link or code (Supabase Auth's `Session.IsRecovery()`: an `otp`, `magiclink` or `recovery`
   * amr entry): such a session may set a password without the current one, or the reset flow could never finish.
   */
  is_recovery: boolean;
}

export function findSession(db: SqlExecutor, sessionId: string): Promise<SessionInfo | undefined> {
  return selectOneJson<SessionInfo>(
    db,
    `select s.id, s.created_at, s.aal,
            exists (select 1 from auth.mfa_amr_claims c
                     where c.session_id = s.id
                       and c.authentication_method in ('otp', 'magiclink', 'recovery')) as is_recovery
       from auth.sessions s where s.id = $1`,
    [sessionId],
  );
}

/** A new aal1 session with its first amr entry, the way the user proved who they are. */
export async function insertSession(
  db: SqlExecutor,
  userId: string,
  method: string,
  client: { userAgent: string | undefined; ip: string | undefined },
): Promise<string> {
  const sessionId = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, userId, client.userAgent?.slice(0, 1000) ?? null, inetOrNull(client.ip)],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  );
  return sessionId;
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The session's amr entries, most recent first, as Supabase Auth orders them. */
export function amrOf(db: SqlExecutor, sessionId: string): Promise<AmrEntry[]> {
  return selectJson<AmrEntry>(
    db,
    `select authentication_method as method, extract(epoch from updated_at)::bigint as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, created_at desc`,
    [sessionId],
  );
}

export interface RefreshableSession {
  id: string;
  user_id: string;
  created_at: string;
  refreshed_at: string | null;
}

/** The session a refresh token belongs to, locked for the refresh. */
export function lockSession(
  db: SqlExecutor,
  sessionId: string,
): Promise<RefreshableSession | undefined> {
  return selectOneJson<RefreshableSession>(
    db,
    // refreshed_at is a timestamp without zone (as in Supabase Auth), written in UTC.
    `select id, user_id, created_at, refreshed_at at time zone 'UTC' as refreshed_at
       from auth.sessions where id = $1 for update`,
    [sessionId],
  );
}

export async function markRefreshed(db: SqlExecutor, sessionId: string): Promise<void> {
  await db.query(
    "update auth.sessions set refreshed_at = timezone('utc', now()), updated_at = now() where id = $1",
    [sessionId],
  );
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(
  db: SqlExecutor,
  userId: string,
  sessionId: string | undefined,
  scope: LogoutScope,
) {
  if (scope === 'global' || !sessionId) {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ]);
  }
}
