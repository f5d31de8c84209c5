import { hashPassword } from '../../tokens/passwordHash.ts';
import type { Context } from 'hono';
import { isUuid } from '../../http/uuid.ts';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed } from './authErrors.ts';
import { verifyLink, type EmailLinkType } from './authMailer.ts';
import { newEmailOtp } from '../../tokens/otp.ts';
import {
  objectField,
  optionalStringField,
  readAuthBody,
  redirectFor,
  requireAcceptablePassword,
  requireValidEmail,
  stringField,
} from './requestInput.ts';
import {
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  updateUser,
  type UserRow,
} from '../store/users.ts';
import { loadUserJson } from './userJson.ts';

const linkTypes = new Set(['signup', 'recovery', 'magiclink', 'invite']);

const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

/**
 * POST /admin/generate_link: stores a one-time token and returns the link without mailing it, for
 * servers (like send-reset-email) that deliver mail themselves.
 */
export async function generateLink(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  const type = stringField(body, 'type');
  if (!linkTypes.has(type))
    throw validationFailed('Invalid type: must be one of signup, recovery, magiclink, invite');
  const email = requireValidEmail(stringField(body, 'email'));
  const redirectTo = redirectFor(ctx, c, optionalStringField(body, 'redirect_to'));
  const otp = newEmailOtp(email);
  const now = new Date().toISOString();
  const existing = await findUserByEmail(ctx.db, email);

  let user: UserRow;
  if (type === 'recovery' || type === 'magiclink') {
    if (!existing) throw new AuthError(404, 'user_not_found', 'User with this email not found');
    user = await updateUser(ctx.db, existing.id, {
      recovery_token: otp.hash,
      recovery_sent_at: now,
    });
  } else if (existing?.email_confirmed_at) {
    throw emailExists();
  } else if (existing) {
    user = await updateUser(ctx.db, existing.id, {
      confirmation_token: otp.hash,
      confirmation_sent_at: now,
    });
  } else {
    const password = stringField(body, 'password');
    if (type === 'signup') {
      if (password === '') throw validationFailed('Signup requires a valid password');
      requireAcceptablePassword(ctx, password);
    }
    const passwordHash = password
      ? await hashPassword(password, ctx.settings.passwordHashCost)
      : null;
    user = await ctx.db.transaction((tx) =>
      createUser(tx, {
        email,
        passwordHash,
        userMetadata: objectField(body, 'data') ?? {},
        confirmed: false,
        confirmationToken: otp.hash,
      }),
    );
  }
  return c.json({
    ...(await loadUserJson(ctx.db, user)),
    action_link: verifyLink(ctx, otp.hash, type as EmailLinkType, redirectTo),
    email_otp: otp.otp,
    hashed_token: otp.hash,
    verification_type: type,
    redirect_to: redirectTo,
  });
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

async function requireUserParam(ctx: AuthContext, c: Context): Promise<UserRow> {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new AuthError(404, 'user_not_found', 'User not found');
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
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
