import type { SqlExecutor } from '../../db/database.ts';
import { amrOf } from '../store/sessions.ts';
import type { AuthContext } from './authContext.ts';
import type { IssuedSession } from './sessions.ts';
import { loadUserJson } from './userJson.ts';

/** amr methods that prove a second factor (Supabase Auth's aal2 claims). */
const secondFactorMethods = new Set([
  'totp',
  'phone/sms',
  'webauthn',
  'mfa/totp',
  'mfa/phone',
  'mfa/webauthn',
]);

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
  const amr = await amrOf(db, sessionId);
  // A second factor makes the session aal2.
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
