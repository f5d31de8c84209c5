import type { Context } from 'hono';
import type { AuthContext } from './authContext.ts';
import { AuthError } from './authErrors.ts';
import { ensureMailAllowed, sendCodeMail } from './authMailer.ts';
import type { BearerUser } from './authContext.ts';
import { hashEmailOtp, newEmailOtp } from '../../tokens/otp.ts';
import type { SessionInfo } from '../store/sessions.ts';
import { updateUser, type UserRow } from '../store/users.ts';

const recentSignInMs = 24 * 60 * 60 * 1000;

/** GET /reauthenticate: mails the signed-in user a code that a later password change carries as `nonce`. */
export async function reauthenticate(
  ctx: AuthContext,
  c: Context,
  { user }: BearerUser,
): Promise<Response> {
  if (!user.email) {
    throw new AuthError(
      400,
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  if (!user.email_confirmed_at) {
    throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  }
  ensureMailAllowed(ctx, user.reauthentication_sent_at);
  const { otp, hash } = newEmailOtp(user.email);
  await updateUser(ctx.db, user.id, {
    reauthentication_token: hash,
    reauthentication_sent_at: new Date().toISOString(),
  });
  sendCodeMail(ctx, user.email, 'reauthentication', otp);
  return c.json({});
}

const invalidNonce = () =>
  new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');

/**
 * With secure password change on, Supabase Auth asks for the mailed nonce only when the session was opened
 * more than 24 hours ago (or there is none); a recent sign-in is proof enough, and the nonce is then ignored.
 * The password change that accepts a nonce also clears it, so a nonce works once.
 */
export function requireReauthentication(
  ctx: AuthContext,
  user: UserRow,
  session: SessionInfo | undefined,
  nonce: string,
): void {
  if (!ctx.settings.securePasswordChange) return;
  if (session && Date.now() <= new Date(session.created_at).getTime() + recentSignInMs) return;
  if (nonce === '') {
    throw new AuthError(
      400,
      'reauthentication_needed',
      'Password update requires reauthentication',
    );
  }
  const sentAt = user.reauthentication_sent_at;
  if (!user.reauthentication_token || !sentAt || !user.email) throw invalidNonce();
  const expired =
    new Date(sentAt).getTime() + ctx.settings.mailLinkExpirySeconds * 1000 < Date.now();
  if (expired || hashEmailOtp(user.email, nonce) !== user.reauthentication_token) {
    throw invalidNonce();
  }
}
