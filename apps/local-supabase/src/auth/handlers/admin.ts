import { hashPassword } from '../../tokens/passwordHash.ts';
import type { Context } from 'hono';
import { emailExists, requireUserParam } from './adminUsers.ts';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed } from './authErrors.ts';
import { verifyLink, type EmailLinkType } from './authMailer.ts';
import { hashEmailOtp, newEmailOtp } from '../../tokens/otp.ts';
import {
  objectField,
  optionalStringField,
  readAuthBody,
  redirectFor,
  requireAcceptablePassword,
  requireValidEmail,
  stringField,
  type AuthBody,
} from './requestInput.ts';
import {
  createUser,
  deleteUser,
  findUserByEmail,
  updateUser,
  type UserPatch,
  type UserRow,
} from '../store/users.ts';
import { loadUserJson } from './userJson.ts';

const linkTypes = new Set([
  'signup',
  'recovery',
  'magiclink',
  'invite',
  'email_change_current',
  'email_change_new',
]);

const userNotFound = () => new AuthError(404, 'user_not_found', 'User with this email not found');

/**
 * POST /admin/generate_link: stores a one-time token and returns the link without mailing it, for
 * servers (a project's Edge Function mailing its own reset link) that deliver mail themselves. Checks run in
 * Supabase Auth's order.
 */
export async function generateLink(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  const email = requireValidEmail(stringField(body, 'email'));
  const redirectTo = redirectFor(ctx, c, optionalStringField(body, 'redirect_to'));
  const requested = stringField(body, 'type');
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing && ['recovery', 'email_change_current', 'email_change_new'].includes(requested))
    throw userNotFound();
  // A magic link for an address without an account signs it up, as Supabase Auth does.
  const type = !existing && requested === 'magiclink' ? 'signup' : requested;
  if (!linkTypes.has(type))
    throw validationFailed(`Invalid email action link type requested: ${type}`);
  const otp = newEmailOtp(email);
  const now = new Date().toISOString();

  let user: UserRow;
  let linkHash = otp.hash;
  if (existing && (type === 'recovery' || type === 'magiclink')) {
    user = await updateUser(ctx.db, existing.id, {
      recovery_token: otp.hash,
      recovery_sent_at: now,
    });
  } else if (existing && (type === 'email_change_current' || type === 'email_change_new')) {
    const change = await emailChangeTokens(ctx, body, existing, type, otp);
    user = await updateUser(ctx.db, existing.id, { ...change.patch, email_change_sent_at: now });
    linkHash = change.linkHash;
  } else if (existing?.email_confirmed_at) {
    throw emailExists();
  } else if (existing) {
    user = await updateUser(ctx.db, existing.id, {
      confirmation_token: otp.hash,
      confirmation_sent_at: now,
      ...(type === 'invite' ? { invited_at: now } : {}),
    });
  } else {
    const password = stringField(body, 'password');
    if (type === 'signup' && requested === 'signup') {
      if (password === '') throw validationFailed('Signup requires a valid password');
      requireAcceptablePassword(ctx, password);
    }
    const passwordHash =
      password && requested === 'signup'
        ? await hashPassword(password, ctx.settings.passwordHashCost)
        : null;
    user = await ctx.db.transaction(async (tx) => {
      const created = await createUser(tx, {
        email,
        passwordHash,
        userMetadata: objectField(body, 'data') ?? {},
        confirmed: false,
        confirmationToken: otp.hash,
      });
      return type === 'invite' ? updateUser(tx, created.id, { invited_at: now }) : created;
    });
  }
  const linkType: EmailLinkType = type.startsWith('email_change')
    ? 'email_change'
    : (type as EmailLinkType);
  return c.json({
    ...(await loadUserJson(ctx.db, user)),
    action_link: verifyLink(ctx, linkHash, linkType, redirectTo),
    email_otp: otp.otp,
    hashed_token: otp.hash,
    verification_type: type,
    redirect_to: redirectTo,
  });
}

/**
 * The pending change an e-mail change link confirms. The link to the new address carries the code hashed with
 * that address; `hashed_token` stays the one hashed with the current address, as Supabase Auth answers.
 */
async function emailChangeTokens(
  ctx: AuthContext,
  body: AuthBody,
  user: UserRow,
  type: 'email_change_current' | 'email_change_new',
  otp: { otp: string; hash: string },
): Promise<{ patch: UserPatch; linkHash: string }> {
  if (type === 'email_change_current' && !ctx.settings.secureEmailChange)
    throw validationFailed('Enable secure email change to generate link for current email');
  const newEmail = requireValidEmail(stringField(body, 'new_email'));
  const holder = await findUserByEmail(ctx.db, newEmail);
  if (holder && holder.id !== user.id) throw emailExists();
  const common = { email_change: newEmail, email_change_confirm_status: 0 };
  if (type === 'email_change_current')
    return { patch: { ...common, email_change_token_current: otp.hash }, linkHash: otp.hash };
  const newHash = hashEmailOtp(newEmail, otp.otp);
  return { patch: { ...common, email_change_token_new: newHash }, linkHash: newHash };
}

/** POST /admin/users: creates an account directly (tests and scripts). */
export async function adminCreateUser(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  const email = requireValidEmail(stringField(body, 'email'));
  const password = stringField(body, 'password');
  if (password) requireAcceptablePassword(ctx, password);
  if (await findUserByEmail(ctx.db, email)) throw emailExists();
  const passwordHash = password
    ? await hashPassword(password, ctx.settings.passwordHashCost)
    : null;
  const user = await ctx.db.transaction((tx) =>
    createUser(tx, {
      email,
      passwordHash,
      userMetadata: objectField(body, 'user_metadata') ?? {},
      confirmed: body.email_confirm === true,
    }),
  );
  return c.json(await loadUserJson(ctx.db, user));
}

export async function adminGetUser(ctx: AuthContext, c: Context): Promise<Response> {
  const user = await requireUserParam(ctx, c);
  return c.json(await loadUserJson(ctx.db, user));
}

export async function adminDeleteUser(ctx: AuthContext, c: Context): Promise<Response> {
  const user = await requireUserParam(ctx, c);
  const rendered = await loadUserJson(ctx.db, user);
  await deleteUser(ctx.db, user.id);
  return c.json(rendered);
}
