import type { Context } from 'hono';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed } from './authErrors.ts';
import { ensureMailAllowed, sendAuthMail, verifyLink } from './authMailer.ts';
import { phoneOtpDisabled, requireE164Phone } from './disabledFeatures.ts';
import { newEmailOtp } from '../../tokens/otp.ts';
import {
  objectField,
  readAuthBody,
  redirectFor,
  requireValidEmail,
  stringField,
  type AuthBody,
} from './requestInput.ts';
import { createUser, findUserByEmail, updateUser, type UserRow } from '../store/users.ts';

const uniqueViolation = '23505';

const otpSignupsOff = () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');

/** `create_user` defaults to true; like any JSON field of the wrong type, a non-boolean is a decoding error. */
function createUserField(body: AuthBody): boolean {
  const value = body.create_user;
  if (value === undefined || value === null) return true;
  if (typeof value !== 'boolean')
    throw new AuthError(
      400,
      'bad_json',
      'Could not parse request body as JSON: field "create_user" must be a boolean',
    );
  return value;
}

/**
 * POST /otp (signInWithOtp): mails a sign-in link that also carries a 6-digit code. An address without a confirmed
 * account gets the sign-up confirmation mail instead (its link signs in too), created first when `create_user` is
 * on; with `create_user` off an unknown address is refused with otp_disabled, as Supabase Auth does. Answers `{}`.
 */
export async function sendOtp(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const createUserAllowed = createUserField(body);
  if (rawEmail && phone)
    throw validationFailed('Only an email address or phone number should be provided');
  if (rawEmail && stringField(body, 'channel'))
    throw validationFailed('Channel should only be specified with Phone OTP');
  if (phone) {
    requireE164Phone(phone);
    // No account has a phone number while phone sign-in is off.
    throw createUserAllowed ? phoneOtpDisabled() : otpSignupsOff();
  }
  if (!rawEmail) throw validationFailed('One of email or phone must be set');
  const email = requireValidEmail(rawEmail);
  const data = objectField(body, 'data') ?? {};
  const redirectTo = redirectFor(ctx, c, undefined);

  const user = await findUserByEmail(ctx.db, email);
  if (!user && !createUserAllowed) throw otpSignupsOff();
  if (user?.email_confirmed_at) {
    await mailSignInLink(ctx, user, email, redirectTo);
    return c.json({});
  }
  if (ctx.settings.disableSignup)
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  if (ctx.settings.mailerAutoconfirm) {
    const created =
      user ??
      (await ctx.db.transaction((tx) =>
        createUser(tx, { email, passwordHash: null, userMetadata: data, confirmed: true }),
      ));
    await mailSignInLink(ctx, created, email, redirectTo);
    return c.json({});
  }
  await mailConfirmation(ctx, user, email, data, redirectTo);
  return c.json({});
}

/** The magic link: the recovery token column holds it, as in Supabase Auth; the per-user interval applies. */
async function mailSignInLink(
  ctx: AuthContext,
  user: UserRow,
  email: string,
  redirectTo: string,
): Promise<void> {
  ensureMailAllowed(ctx, user.recovery_sent_at);
  const otp = newEmailOtp(email);
  await updateUser(ctx.db, user.id, {
    recovery_token: otp.hash,
    recovery_sent_at: new Date().toISOString(),
  });
  sendAuthMail(
    ctx,
    email,
    'magiclink',
    verifyLink(ctx, otp.hash, 'magiclink', redirectTo),
    otp.otp,
  );
}

/** The sign-up confirmation for a new or still unconfirmed address; the account has no password. */
async function mailConfirmation(
  ctx: AuthContext,
  user: UserRow | undefined,
  email: string,
  data: Record<string, unknown>,
  redirectTo: string,
): Promise<void> {
  ensureMailAllowed(ctx, user?.confirmation_sent_at ?? null);
  const otp = newEmailOtp(email);
  if (user) {
    await updateUser(ctx.db, user.id, {
      confirmation_token: otp.hash,
      confirmation_sent_at: new Date().toISOString(),
    });
  } else {
    try {
      await ctx.db.transaction((tx) =>
        createUser(tx, {
          email,
          passwordHash: null,
          userMetadata: data,
          confirmed: false,
          confirmationToken: otp.hash,
        }),
      );
    } catch (error) {
      // A concurrent request created the account and mailed its owner: nothing is left to do.
      if ((error as { code?: string }).code === uniqueViolation) return;
      throw error;
    }
  }
  sendAuthMail(ctx, email, 'signup', verifyLink(ctx, otp.hash, 'signup', redirectTo), otp.otp);
}
