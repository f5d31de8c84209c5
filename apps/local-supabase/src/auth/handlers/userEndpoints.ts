import { hashPassword, passwordMatches } from '../../tokens/passwordHash.ts';
import type { Context } from 'hono';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed } from './authErrors.ts';
import { ensureMailAllowed } from './authMailer.ts';
import {
  emailChangeEnded,
  mailEmailChange,
  startEmailChange,
  type EmailChange,
} from './emailChange.ts';
import type { BearerUser } from './authContext.ts';
import { requireReauthentication } from './reauthentication.ts';
import {
  objectField,
  optionalStringField,
  readAuthBody,
  stringField,
  type AuthBody,
  redirectFor,
  requireAcceptablePassword,
  requireValidEmail,
} from './requestInput.ts';
import { endSessions, type LogoutScope } from '../store/sessions.ts';
import { findUserByEmail, updateUser, type UserPatch, type UserRow } from '../store/users.ts';
import { loadUserJson } from './userJson.ts';

async function render(ctx: AuthContext, c: Context, user: UserRow): Promise<Response> {
  return c.json(await loadUserJson(ctx.db, user));
}

/** GET /user */
export async function getUser(
  ctx: AuthContext,
  c: Context,
  { user }: BearerUser,
): Promise<Response> {
  return render(ctx, c, user);
}

/**
 * `null` values remove keys, as in Supabase Auth's metadata merge. A Map keeps keys such as
 * `__proto__` as data: assigned to a plain object, that key would replace its prototype and vanish.
 */
function mergeMetadata(current: Record<string, unknown> | null, update: Record<string, unknown>) {
  const merged = new Map(Object.entries(current ?? {}));
  for (const [key, value] of Object.entries(update)) {
    if (value === null) merged.delete(key);
    else merged.set(key, value);
  }
  return Object.fromEntries(merged);
}

/** What a new password resets, as in Supabase Auth: links mailed before it may no longer be trusted. */
const passwordChangeResets: UserPatch = {
  confirmation_token: '',
  confirmation_sent_at: null,
  recovery_token: '',
  recovery_sent_at: null,
  // Unlike Supabase Auth, the pending address goes with its links (docs/local-backend.md#differences-from-supabase):
  // a change that can no longer complete is not left for the account page to show as pending.
  ...emailChangeEnded,
  email_change_sent_at: null,
  reauthentication_token: '',
  reauthentication_sent_at: null,
};

/** The checks of a password change, in Supabase Auth's order, before anything is written. */
async function checkPasswordChange(
  ctx: AuthContext,
  bearer: BearerUser,
  body: AuthBody,
  password: string,
): Promise<void> {
  const { user, session } = bearer;
  requireReauthentication(ctx, user, session, stringField(body, 'nonce'));
  if (password === '' || !user.encrypted_password) return;
  if (ctx.settings.passwordChangeRequiresCurrentPassword && !session?.is_recovery) {
    const current = stringField(body, 'current_password');
    if (current === '') {
      throw new AuthError(
        400,
        'current_password_required',
        'Current password required when setting new password.',
      );
    }
    if (!(await passwordMatches(current, user.encrypted_password))) {
      throw new AuthError(
        400,
        'current_password_invalid',
        'Current password required when setting new password.',
      );
    }
  }
  if (await passwordMatches(password, user.encrypted_password)) {
    throw new AuthError(
      422,
      'same_password',
      'New password should be different from the old password.',
    );
  }
}

/** PUT /user: password (the step after a recovery link), metadata and email changes; aal2 as the route table asks. */
export async function updateCurrentUser(
  ctx: AuthContext,
  c: Context,
  bearer: BearerUser,
): Promise<Response> {
  const { user, sessionId } = bearer;
  const body = await readAuthBody(c);
  const password = optionalStringField(body, 'password');
  const requestedEmail = optionalStringField(body, 'email');
  const data = objectField(body, 'data');
  const newEmail =
    requestedEmail !== undefined && requestedEmail.trim().toLowerCase() !== user.email
      ? requireValidEmail(requestedEmail)
      : undefined;
  if (password !== undefined) requireAcceptablePassword(ctx, password);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata is not allowed');
  }
  if (newEmail && (await findUserByEmail(ctx.db, newEmail))) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  const patch: UserPatch = {};
  if (password !== undefined) {
    await checkPasswordChange(ctx, bearer, body, password);
    Object.assign(patch, passwordChangeResets, {
      encrypted_password: await hashPassword(password, ctx.settings.passwordHashCost),
    });
  }
  if (data) patch.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, data);
  let emailChange: EmailChange | undefined;
  if (newEmail) {
    ensureMailAllowed(ctx, user.email_change_sent_at);
    emailChange = startEmailChange(ctx, user, newEmail);
    Object.assign(patch, emailChange.patch);
  }

  const updated = await ctx.db.transaction(async (tx) => {
    const saved = Object.keys(patch).length > 0 ? await updateUser(tx, user.id, patch) : user;
    // A new password ends every other session of the user (all of them for a token without a session).
    if (patch.encrypted_password) await endSessions(tx, user.id, sessionId, 'others');
    return saved;
  });
  if (emailChange) mailEmailChange(ctx, emailChange, redirectFor(ctx, c, undefined));
  return render(ctx, c, updated);
}

const logoutScopes = new Set<LogoutScope>(['global', 'local', 'others']);

/** POST /logout?scope=global|local|others: the bearer checks come first, as Supabase Auth's middleware runs them. */
export async function logout(
  ctx: AuthContext,
  c: Context,
  { user, sessionId }: BearerUser,
): Promise<Response> {
  // An absent or empty scope is global.
  const scope = c.req.query('scope') || 'global';
  if (!logoutScopes.has(scope as LogoutScope))
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  await endSessions(ctx.db, user.id, sessionId, scope as LogoutScope);
  return c.body(null, 204);
}
