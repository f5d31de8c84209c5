import type { SqlExecutor } from '../../db/database.ts';
import {
  activeRefreshToken,
  lockRefreshToken,
  revokeRefreshToken,
  revokeSessionTokens,
} from '../store/refreshTokens.ts';
import { lockSession, markRefreshed, type RefreshableSession } from '../store/sessions.ts';
import { findUserById, isBanned } from '../store/users.ts';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed, type AuthErrorCode } from './authErrors.ts';
import { issueRefreshToken, type IssuedSession } from './sessions.ts';

/**
 * Revokes the session's active refresh token and issues its child, so that after a step-up only the token
 * handed out with the aal2 session is current (the older one still gets the reuse rules of a refresh).
 */
export async function swapRefreshToken(
  tx: SqlExecutor,
  userId: string,
  sessionId: string,
): Promise<string> {
  const active = await activeRefreshToken(tx, sessionId);
  if (active) await revokeRefreshToken(tx, active.id);
  return issueRefreshToken(tx, userId, sessionId, active?.token ?? null);
}

function sessionExpired(ctx: AuthContext, session: RefreshableSession): boolean {
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
    const token = await lockRefreshToken(tx, presented);
    if (!token)
      return refreshError(
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    const session = token.session_id ? await lockSession(tx, token.session_id) : undefined;
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
      const active = await activeRefreshToken(tx, session.id);
      if (active && active.parent === token.token) {
        issued = active.token;
      } else {
        const reuseUntil =
          new Date(token.updated_at).getTime() +
          ctx.settings.refreshTokenReuseIntervalSeconds * 1000;
        if (Date.now() > reuseUntil) {
          if (ctx.settings.refreshTokenRotation) await revokeSessionTokens(tx, session.id);
          return refreshError('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
      }
    }
    if (issued === undefined) {
      if (!token.revoked) await revokeRefreshToken(tx, token.id);
      issued = await issueRefreshToken(tx, user.id, session.id, token.token);
    }
    await markRefreshed(tx, session.id);
    return { user, sessionId: session.id, refreshToken: issued };
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}
