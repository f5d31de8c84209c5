import { randomInt, randomUUID } from 'node:crypto';
import { selectJson, selectOneJson, type SqlExecutor } from '../db/database.ts';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed, type AuthErrorCode } from './authErrors.ts';
import { findUserById, isBanned, loadUserJson, type UserRow } from './users.ts';

export type AuthMethod = 'password' | 'otp';

/** amr methods that prove a second factor (Supabase Auth's aal2 claims). */
const secondFactorMethods = new Set([
  'totp',
  'phone/sms',
  'webauthn',
  'mfa/totp',
  'mfa/phone',
  'mfa/webauthn',
]);

export interface ClientInfo {
  userAgent: string | undefined;
  ip: string | undefined;
}

interface SessionRow {
  id: string;
  user_id: string;
  created_at: string;
  refreshed_at: string | null;
}

interface RefreshTokenRow {
  id: number;
  token: string;
  session_id: string | null;
  parent: string | null;
  revoked: boolean;
  updated_at: string;
}

const refreshTokenAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Supabase Auth's v1 refresh token format: 12 characters from [a-z0-9]. */
function newRefreshToken(): string {
  let token = '';
  for (let i = 0; i < 12; i++)
    token += refreshTokenAlphabet[randomInt(refreshTokenAlphabet.length)];
  return token;
}

async function insertRefreshToken(
  tx: SqlExecutor,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

export interface IssuedSession {
  user: UserRow;
  sessionId: string;
  refreshToken: string;
}

/** Creates a session for a completed sign-in and records how the user proved who they are. */
export async function startSession(
  tx: SqlExecutor,
  user: UserRow,
  method: AuthMethod,
  client: ClientInfo,
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const ip = client.ip && /^[0-9a-f.:]+$/i.test(client.ip) ? client.ip : null;
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, user.id, client.userAgent?.slice(0, 1000) ?? null, ip],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  );
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null);
  const signedIn = await selectOneJson<UserRow>(
    tx,
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *',
    [user.id],
  );
  return { user: signedIn ?? user, sessionId, refreshToken };
}

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

/** Signs the access token for a session and renders the token endpoint's answer. */
export async function sessionResponse(
  ctx: AuthContext,
  db: SqlExecutor,
  issued: IssuedSession,
): Promise<SessionResponse> {
  const { user, sessionId, refreshToken } = issued;
  // Most recent first, as Supabase Auth orders them; a second factor makes the session aal2.
  const amr = await selectJson<{ method: string; timestamp: number }>(
    db,
    `select authentication_method as method, extract(epoch from updated_at)::bigint as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, created_at desc`,
    [sessionId],
  );
  const aal = amr.some((entry) => secondFactorMethods.has(entry.method)) ? 'aal2' : 'aal1';
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.settings.jwtExpirySeconds;
  const accessToken = await ctx.jwt.sign({
    iss: `${ctx.publicUrl()}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: exp - iat,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await loadUserJson(db, user),
  };
}

/**
 * Revokes the session's active refresh token and issues its child, so that after a step-up only the token
 * handed out with the aal2 session is current (the older one still gets the reuse rules of a refresh).
 */
export async function swapRefreshToken(
  tx: SqlExecutor,
  userId: string,
  sessionId: string,
): Promise<string> {
  const active = await selectOneJson<RefreshTokenRow>(
    tx,
    'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
    [sessionId],
  );
  if (active) {
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
      [active.id],
    );
  }
  return insertRefreshToken(tx, userId, sessionId, active?.token ?? null);
}

function sessionExpired(ctx: AuthContext, session: SessionRow): boolean {
  const now = Date.now();
  const { sessionTimeboxSeconds, sessionInactivityTimeoutSeconds } = ctx.settings;
  if (
    sessionTimeboxSeconds > 0 &&
    new Date(session.created_at).getTime() + sessionTimeboxSeconds * 1000 < now
  ) {
    return true;
  }
  const lastActive = new Date(session.refreshed_at ?? session.created_at).getTime();
  return (
    sessionInactivityTimeoutSeconds > 0 && lastActive + sessionInactivityTimeoutSeconds * 1000 < now
  );
}

const refreshError = (code: AuthErrorCode, message: string) => new AuthError(400, code, message);

/**
 * The refresh_token grant with rotation (docs/local-backend.md#sessions-and-refresh-tokens). A revoked token is still honoured when it is the
 * parent of the session's active token or within the reuse interval, because tabs refresh concurrently;
 * any other reuse revokes the whole token family, and that revocation is committed with the error.
 */
export async function refreshSession(ctx: AuthContext, presented: unknown): Promise<IssuedSession> {
  if (typeof presented !== 'string' || !/^[A-Za-z0-9_-]{1,255}$/.test(presented)) {
    throw validationFailed('Refresh token is not valid');
  }
  const outcome = await ctx.db.transaction(async (tx): Promise<IssuedSession | AuthError> => {
    const token = await selectOneJson<RefreshTokenRow>(
      tx,
      'select * from auth.refresh_tokens where token = $1 for update',
      [presented],
    );
    if (!token)
      return refreshError(
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    const session = token.session_id
      ? await selectOneJson<SessionRow>(
          tx,
          // refreshed_at is a timestamp without zone (as in Supabase Auth), written in UTC.
          `select id, user_id, created_at, refreshed_at at time zone 'UTC' as refreshed_at
             from auth.sessions where id = $1 for update`,
          [token.session_id],
        )
      : undefined;
    if (!session)
      return refreshError('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    const user = await findUserById(tx, session.user_id);
    if (!user || user.deleted_at)
      return refreshError('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    if (isBanned(user)) return new AuthError(400, 'user_banned', 'User is banned');
    if (sessionExpired(ctx, session))
      return refreshError('session_expired', 'Invalid Refresh Token: Session Expired');

    let issued: string | undefined;
    if (token.revoked) {
      const active = await selectOneJson<RefreshTokenRow>(
        tx,
        'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [session.id],
      );
      if (active && active.parent === token.token) {
        issued = active.token;
      } else {
        const reuseUntil =
          new Date(token.updated_at).getTime() +
          ctx.settings.refreshTokenReuseIntervalSeconds * 1000;
        if (Date.now() > reuseUntil) {
          if (ctx.settings.refreshTokenRotation) {
            // updated_at stays put: bumping it would reopen the reuse window for the tokens just revoked.
            await tx.query(
              'update auth.refresh_tokens set revoked = true where session_id = $1 and revoked = false',
              [session.id],
            );
          }
          return refreshError('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
      }
    }
    if (issued === undefined) {
      if (!token.revoked) {
        await tx.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
          [token.id],
        );
      }
      issued = await insertRefreshToken(tx, user.id, session.id, token.token);
    }
    await tx.query(
      "update auth.sessions set refreshed_at = timezone('utc', now()), updated_at = now() where id = $1",
      [session.id],
    );
    return { user, sessionId: session.id, refreshToken: issued };
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
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
