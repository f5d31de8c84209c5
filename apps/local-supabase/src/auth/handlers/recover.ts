import type { Context } from 'hono';
import type { AuthContext } from './authContext.ts';
import { validationFailed } from './authErrors.ts';
import { ensureMailAllowed, sendAuthMail, verifyLink } from './authMailer.ts';
import { newEmailOtp } from '../../tokens/otp.ts';
import { phoneResendDisabled } from './disabledFeatures.ts';
import {
  readAuthBody,
  redirectFor,
  requireValidEmail,
  stringField,
  type AuthBody,
} from './requestInput.ts';
import { findUserByEmail, updateUser } from '../store/users.ts';

/** POST /recover: `{}` whether or not the account exists, so the answer reveals nothing. */
export async function recover(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  const raw = stringField(body, 'email');
  if (raw.trim() === '') throw validationFailed('Password recovery requires an email');
  const email = requireValidEmail(raw);
  const redirectTo = redirectFor(ctx, c, undefined);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return c.json({});
  ensureMailAllowed(ctx, user.recovery_sent_at);
  const otp = newEmailOtp(email);
  await updateUser(ctx.db, user.id, {
    recovery_token: otp.hash,
    recovery_sent_at: new Date().toISOString(),
  });
  sendAuthMail(ctx, email, 'recovery', verifyLink(ctx, otp.hash, 'recovery', redirectTo), otp.otp);
  return c.json({});
}

/** POST /resend `{type: 'signup', email}`: a new confirmation link for an unconfirmed account. */
export async function resend(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  const type = stringField(body, 'type');
  if (type === 'sms' || type === 'phone_change') return resendToPhone(body, type);
  if (type !== 'signup') throw validationFailed('Missing one of these types: signup, email_change');
  const email = requireValidEmail(stringField(body, 'email'));
  const redirectTo = redirectFor(ctx, c, undefined);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.email_confirmed_at) return c.json({});
  ensureMailAllowed(ctx, user.confirmation_sent_at);
  const otp = newEmailOtp(email);
  await updateUser(ctx.db, user.id, {
    confirmation_token: otp.hash,
    confirmation_sent_at: new Date().toISOString(),
  });
  sendAuthMail(ctx, email, 'signup', verifyLink(ctx, otp.hash, 'signup', redirectTo), otp.otp);
  return c.json({});
}

/** Resending a phone code: the checks Supabase Auth runs before it finds phone sign-in off. */
function resendToPhone(body: AuthBody, type: 'sms' | 'phone_change'): never {
  const phone = stringField(body, 'phone');
  if (phone === '' && type === 'sms')
    throw validationFailed('Type provided requires a phone number');
  if (phone && stringField(body, 'email'))
    throw validationFailed('Only an email address or phone number should be provided.');
  if (phone) throw phoneResendDisabled();
  throw validationFailed('Missing email address or phone number');
}
