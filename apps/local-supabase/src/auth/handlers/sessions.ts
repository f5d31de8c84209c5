import type { SqlExecutor } from '../../db/database.ts';
import { newRefreshToken } from '../../tokens/refreshToken.ts';
import { insertRefreshToken } from '../store/refreshTokens.ts';
import { insertSession } from '../store/sessions.ts';
import { recordSignIn, type UserRow } from '../store/users.ts';

export type AuthMethod = 'password' | 'otp';

export interface ClientInfo {
  userAgent: string | undefined;
  ip: string | undefined;
}

export interface IssuedSession {
  user: UserRow;
  sessionId: string;
  refreshToken: string;
}

/** Issues a new refresh token for the session, child of `parent`. */
export async function issueRefreshToken(
  tx: SqlExecutor,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await insertRefreshToken(tx, token, userId, sessionId, parent);
  return token;
}

/** Creates a session for a completed sign-in and records how the user proved who they are. */
export async function startSession(
  tx: SqlExecutor,
  user: UserRow,
  method: AuthMethod,
  client: ClientInfo,
): Promise<IssuedSession> {
  const sessionId = await insertSession(tx, user.id, method, client);
  const refreshToken = await issueRefreshToken(tx, user.id, sessionId, null);
  const signedIn = await recordSignIn(tx, user.id);
  return { user: signedIn ?? user, sessionId, refreshToken };
}
