import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../tokens/passwordHash.ts';
import type { Context } from 'hono';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed } from './authErrors.ts';
import { phoneSignupsDisabled } from './disabledFeatures.ts';
import { ensureMailAllowed, sendAuthMail, verifyLink } from './authMailer.ts';
import { newEmailOtp } from '../../tokens/otp.ts';
import {
  clientInfo,
  objectField,
  readAuthBody,
  redirectFor,
  requireAcceptablePassword,
  requireValidEmail,
  stringField,
} from './requestInput.ts';
import { sessionResponse } from './accessToken.ts';
import { startSession } from './sessions.ts';
import { createUser, findSignupByEmail, updateUser, type UserRow } from '../store/users.ts';
import { loadUserJson, obfuscatedUserJson } from './userJson.ts';

const uniqueViolation = '23505';

/**
 * POST /signup: checks in Supabase Auth's order, then one of four outcomes. An address that already has an
 * account never changes it: a confirmed one is refused (or answered with a decoy user when confirmations are
 * on), an unconfirmed one only gets its confirmation mail again, so whoever signs up second cannot set the
 * password or metadata of an account the mailbox owner later confirms.
 */
export async function signup(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  if (ctx.settings.disableSignup)
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const password = stringField(body, 'password');
  if (password === '') throw validationFailed('Signup requires a valid password');
  requireAcceptablePassword(ctx, password);
  const phone = stringField(body, 'phone');
  if (phone && stringField(body, 'email'))
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  if (phone) throw phoneSignupsDisabled();
  const email = requireValidEmail(stringField(body, 'email'));
  const data = objectField(body, 'data') ?? {};
  const redirectTo = redirectFor(ctx, c, undefined);
  const autoconfirm = ctx.settings.mailerAutoconfirm;

  const known = await findSignupByEmail(ctx.db, email);
  if (known?.confirmed) {
    if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
    return c.json(obfuscatedUserJson(randomUUID(), email, data));
  }
  if (known) {
    ensureMailAllowed(ctx, known.sent);
    await resendConfirmation(ctx, known.id, email, redirectTo);
    return c.json(obfuscatedUserJson(randomUUID(), email, data));
  }
  if (!autoconfirm) ensureMailAllowed(ctx, null);

  const passwordHash = await hashPassword(password, ctx.settings.passwordHashCost);
  const otp = autoconfirm ? undefined : newEmailOtp(email);
  let user: UserRow;
  try {
    user = await ctx.db.transaction((tx) =>
      createUser(tx, {
        email,
        passwordHash,
        userMetadata: data,
        confirmed: autoconfirm,
        ...(otp ? { confirmationToken: otp.hash } : {}),
      }),
    );
  } catch (error) {
    if ((error as { code?: string }).code === uniqueViolation) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    throw error;
  }

  if (otp) {
    sendAuthMail(ctx, email, 'signup', verifyLink(ctx, otp.hash, 'signup', redirectTo), otp.otp);
    return c.json(await loadUserJson(ctx.db, user));
  }
  const session = await ctx.db.transaction(async (tx) =>
    sessionResponse(ctx, tx, await startSession(tx, user, 'password', clientInfo(c))),
  );
  return c.json(session);
}

/** A fresh confirmation token for an unconfirmed account, mailed to its owner; nothing else changes. */
async function resendConfirmation(
  ctx: AuthContext,
  userId: string,
  email: string,
  redirectTo: string,
): Promise<void> {
  const otp = newEmailOtp(email);
  await updateUser(ctx.db, userId, {
    confirmation_token: otp.hash,
    confirmation_sent_at: new Date().toISOString(),
  });
  sendAuthMail(ctx, email, 'signup', verifyLink(ctx, otp.hash, 'signup', redirectTo), otp.otp);
}
