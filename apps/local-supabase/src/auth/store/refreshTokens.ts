import { selectOneJson, type SqlExecutor } from '../../db/database.ts';

export interface RefreshTokenRow {
  id: number;
  token: string;
  session_id: string | null;
  parent: string | null;
  revoked: boolean;
  updated_at: string;
}

export async function insertRefreshToken(
  db: SqlExecutor,
  token: string,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<void> {
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
}

/** The presented token, locked until the transaction ends so that concurrent refreshes of it queue. */
export function lockRefreshToken(
  db: SqlExecutor,
  token: string,
): Promise<RefreshTokenRow | undefined> {
  return selectOneJson<RefreshTokenRow>(
    db,
    'select * from auth.refresh_tokens where token = $1 for update',
    [token],
  );
}

/** The session's newest unrevoked token: the one a refresh hands out next. */
export function activeRefreshToken(
  db: SqlExecutor,
  sessionId: string,
): Promise<RefreshTokenRow | undefined> {
  return selectOneJson<RefreshTokenRow>(
    db,
    'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
    [sessionId],
  );
}

export async function revokeRefreshToken(db: SqlExecutor, id: number): Promise<void> {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [id],
  );
}

/** Revokes every token of the session; updated_at stays put, so the reuse window of none of them reopens. */
export async function revokeSessionTokens(db: SqlExecutor, sessionId: string): Promise<void> {
  await db.query(
    'update auth.refresh_tokens set revoked = true where session_id = $1 and revoked = false',
    [sessionId],
  );
}
