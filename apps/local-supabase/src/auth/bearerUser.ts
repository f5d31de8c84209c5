import type { Context } from 'hono';
import type { JWTPayload } from 'jose';
import { bearerToken } from '../http/bearer.ts';
import { isUuid } from '../http/uuid.ts';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed } from './authErrors.ts';
import { findSession, type SessionInfo } from './sessions.ts';
import { findUserById, isBanned, type UserRow } from './users.ts';

export interface BearerUser {
  user: UserRow;
  claims: JWTPayload;
  sessionId: string | undefined;
  /** The session the token belongs to; undefined only for a token without session_id. */
  session: SessionInfo | undefined;
}

/** The ladder of checks Supabase Auth runs for GET/PUT /user and /logout (docs/local-backend.md#bearer-checks). */
export async function requireBearerUser(ctx: AuthContext, c: Context): Promise<BearerUser> {
  const token = bearerToken(c);
  if (!token)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await ctx.jwt.verify(token);
  if (!verified.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.detail}`,
    );
  }
  const claims = verified.claims;
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!isUuid(claims.sub))
    throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes('authenticated'))
    throw validationFailed("Token audience doesn't match request audience");
  const user = await findUserById(ctx.db, claims.sub);
  if (!user || user.deleted_at) {
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  const session =
    sessionId !== undefined && isUuid(sessionId) ? await findSession(ctx.db, sessionId) : undefined;
  if (sessionId !== undefined && !session) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  return { user, claims, sessionId, session };
}

/** The JWT roles Supabase Auth treats as admin (its default GOTRUE_JWT_ADMIN_ROLES). */
const adminRoles = new Set(['service_role', 'supabase_admin']);

/** Admin endpoints accept a service_role or supabase_admin JWT, or the secret key (Bearer or apikey). */
export async function requireServiceRole(ctx: AuthContext, c: Context): Promise<void> {
  const bearer = bearerToken(c);
  if (bearer === ctx.keys.secretKey) return;
  if (bearer === undefined) {
    if (c.req.header('apikey') === ctx.keys.secretKey) return;
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = await ctx.jwt.verify(bearer);
  if (!verified.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.detail}`,
    );
  }
  if (typeof verified.claims.role !== 'string' || !adminRoles.has(verified.claims.role))
    throw new AuthError(403, 'not_admin', 'User not allowed');
}
