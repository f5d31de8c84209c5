import type { Context } from 'hono';
import { parseGoDuration } from '../../http/goDuration.ts';
import { isUuid } from '../../http/uuid.ts';
import {
  defaultAudience,
  identitiesAndFactorsOf,
  listUsersPage,
  setEmailIdentity,
  setPhone,
} from '../store/admin.ts';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed } from './authErrors.ts';
import { ensureMailAllowed, sendAuthMail, verifyLink } from './authMailer.ts';
import { requireE164Phone } from './disabledFeatures.ts';
import { deleteFactor, findOwnedFactor } from '../store/factors.ts';
import { newEmailOtp } from '../../tokens/otp.ts';
import { hashPassword } from '../../tokens/passwordHash.ts';
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
import { factorJson, loadUserJson, userJson } from './userJson.ts';
import {
  createUser,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  updateUser,
  type UserRow,
} from '../store/users.ts';

const defaultPerPage = 50;
/** Go's uint64, the type Supabase Auth parses page and per_page into. */
const maxUint64 = 2n ** 64n - 1n;
const uniqueViolation = '23505';

export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

const phoneExists = () =>
  new AuthError(422, 'phone_exists', 'A user with this phone number has already been registered');

const badPagination = (detail: string) =>
  validationFailed(`Bad Pagination Parameters: strconv.ParseUint: ${detail}`);

/** A page or per_page value as Go's strconv.ParseUint reads it, with its error text. */
function pageNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw badPagination(`parsing ${JSON.stringify(raw)}: invalid syntax`);
  const value = BigInt(raw);
  if (value > maxUint64) throw badPagination(`parsing ${JSON.stringify(raw)}: value out of range`);
  // Beyond any page that can hold a row; keeps the arithmetic exact.
  return Number(value > 1_000_000_000n ? 1_000_000_000n : value);
}

/** `sort=created_at [asc|desc]`, the one field Supabase Auth sorts users by; newest first by default. */
function sortDescending(values: string[]): boolean {
  let descending = true;
  for (const value of values) {
    const [field = '', direction] = value.split(/ (.*)/s);
    if (field !== 'created_at')
      throw validationFailed(`Bad Sort Parameters: bad field for sort '${field}'`);
    if (direction === undefined) descending = true;
    else if (direction.toUpperCase() === 'ASC') descending = false;
    else if (direction.toUpperCase() === 'DESC') descending = true;
    else
      throw validationFailed(
        `Bad Sort Parameters: bad direction for sort '${direction}', only 'asc' and 'desc' allowed`,
      );
  }
  return descending;
}

/** Supabase Auth's Link header: the next page (when there is one) and the last, as paths behind the gateway. */
function paginationLink(c: Context, page: number, perPage: number, total: number): string {
  const totalPages = Math.ceil(total / perPage);
  const url = new URL(c.req.url);
  const pageUrl = (n: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set('page', String(n));
    query.sort();
    return `</admin/users?${query.toString()}>`;
  };
  const next = totalPages > page ? `${pageUrl(page + 1)}; rel="next", ` : '';
  return `${next}${pageUrl(totalPages)}; rel="last"`;
}

/** GET /admin/users?page=&per_page=&filter=&sort=: `{users, aud}` with X-Total-Count and Link headers. */
export async function adminListUsers(ctx: AuthContext, c: Context): Promise<Response> {
  const descending = sortDescending(c.req.queries('sort') ?? []);
  const page = pageNumber(c.req.query('page'), 1);
  const perPage = pageNumber(c.req.query('per_page'), defaultPerPage);
  // Supabase Auth fails with a 500 here (it divides by per_page); a client mistake deserves a 400.
  if (perPage < 1) throw validationFailed('Bad Pagination Parameters: per_page must be at least 1');
  const filter = c.req.query('filter') ?? '';
  if (filter.includes('\u0000')) throw validationFailed('filter cannot contain a NUL character');

  const { users, total } = await listUsersPage(ctx.db, {
    page: Math.max(page, 1),
    perPage,
    filter,
    descending,
  });
  const { identities, factors } = await identitiesAndFactorsOf(
    ctx.db,
    users.map((u) => u.id),
  );
  c.header('Link', paginationLink(c, page, perPage, total));
  c.header('X-Total-Count', String(total));
  return c.json({
    users: users.map((u) => userJson(u, identities.get(u.id) ?? [], factors.get(u.id) ?? [])),
    aud: defaultAudience,
  });
}

/** The user named by the path, or Supabase Auth's 404s. */
export async function requireUserParam(ctx: AuthContext, c: Context): Promise<UserRow> {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** `{key: null}` removes a key, anything else sets it: Supabase Auth's metadata merge. */
function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function booleanField(body: AuthBody, name: string): boolean {
  const value = body[name];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean')
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: field "${name}" must be a boolean`,
    );
  return value;
}

/** Milliseconds from now until the ban ends (0 lifts it), or undefined when the body does not ask. */
function banDuration(body: AuthBody): number | undefined {
  const raw = stringField(body, 'ban_duration');
  if (raw === '') return undefined;
  if (raw === 'none') return 0;
  const parsed = parseGoDuration(raw);
  if (!parsed.ok) throw validationFailed(`invalid format for ban duration: ${parsed.error}`);
  return parsed.ms;
}

/**
 * PUT /admin/users/{id}: email, phone, password, role, user/app metadata (merged), email_confirm, phone_confirm
 * and ban_duration, all in one transaction. Every field is checked before anything is written.
 */
export async function adminUpdateUser(ctx: AuthContext, c: Context): Promise<Response> {
  const user = await requireUserParam(ctx, c);
  const body = await readAuthBody(c);
  const rawEmail = stringField(body, 'email');
  const email = rawEmail === '' ? '' : requireValidEmail(rawEmail);
  const rawPhone = stringField(body, 'phone');
  const phone = rawPhone === '' ? '' : requireE164Phone(rawPhone);
  const ban = banDuration(body);
  const password = optionalStringField(body, 'password');
  if (password !== undefined) requireAcceptablePassword(ctx, password);
  const role = stringField(body, 'role');
  const emailConfirm = booleanField(body, 'email_confirm');
  const phoneConfirm = booleanField(body, 'phone_confirm');
  const userMetadata = objectField(body, 'user_metadata');
  const appMetadata = objectField(body, 'app_metadata');
  const passwordHash =
    password === undefined
      ? undefined
      : await hashPassword(password, ctx.settings.passwordHashCost);

  try {
    const updated = await ctx.db.transaction(async (tx) => {
      let row = user;
      if (emailConfirm) row = await markEmailVerified(tx, row);
      if (email !== '') {
        await setEmailIdentity(tx, row.id, email, emailConfirm);
        row = await updateUser(tx, row.id, { email });
      }
      if (phone !== '') await setPhone(tx, row.id, phone, phoneConfirm);
      return updateUser(tx, row.id, {
        ...(role !== '' ? { role } : {}),
        ...(passwordHash !== undefined ? { encrypted_password: passwordHash } : {}),
        ...(userMetadata
          ? { raw_user_meta_data: mergeMetadata(row.raw_user_meta_data, userMetadata) }
          : {}),
        ...(appMetadata
          ? { raw_app_meta_data: mergeMetadata(row.raw_app_meta_data, appMetadata) }
          : {}),
        ...(ban !== undefined
          ? { banned_until: ban === 0 ? null : new Date(Date.now() + ban).toISOString() }
          : {}),
      });
    });
    return c.json(await loadUserJson(ctx.db, updated));
  } catch (error) {
    // Supabase Auth answers a taken address with a 500; a 422 names the caller's mistake.
    if ((error as { code?: string }).code !== uniqueViolation) throw error;
    throw String((error as { message?: string }).message).includes('phone')
      ? phoneExists()
      : emailExists();
  }
}

/**
 * POST /invite?redirect_to= `{email, data}`: creates the account without a password (or reuses an unconfirmed
 * one) and mails an invite link that confirms the address and signs in.
 */
export async function inviteUser(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  const email = requireValidEmail(stringField(body, 'email'));
  const data = objectField(body, 'data') ?? {};
  const redirectTo = redirectFor(ctx, c, undefined);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) throw emailExists();
  ensureMailAllowed(ctx, null);
  const otp = newEmailOtp(email);
  const now = new Date().toISOString();
  const invited = await ctx.db.transaction(async (tx) => {
    const user =
      existing ??
      (await createUser(tx, { email, passwordHash: null, userMetadata: data, confirmed: false }));
    return updateUser(tx, user.id, {
      confirmation_token: otp.hash,
      confirmation_sent_at: now,
      invited_at: now,
    });
  });
  sendAuthMail(ctx, email, 'invite', verifyLink(ctx, otp.hash, 'invite', redirectTo), otp.otp);
  return c.json(await loadUserJson(ctx.db, invited));
}

/** GET /admin/users/{id}/factors: the user's factors, verified or not. */
export async function adminListFactors(ctx: AuthContext, c: Context): Promise<Response> {
  const user = await requireUserParam(ctx, c);
  const { factors } = await identitiesAndFactorsOf(ctx.db, [user.id]);
  return c.json((factors.get(user.id) ?? []).map(factorJson));
}

/** DELETE /admin/users/{id}/factors/{factorId}: removes it and brings the sessions it raised back to aal1. */
export async function adminDeleteFactor(ctx: AuthContext, c: Context): Promise<Response> {
  const user = await requireUserParam(ctx, c);
  const factorId = c.req.param('factorId') ?? '';
  if (!isUuid(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(ctx.db, user.id, factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  await ctx.db.transaction((tx) => deleteFactor(tx, user.id, factor.id));
  return c.json(factorJson(factor));
}
