import { randomUUID } from 'node:crypto';
import { selectJson, selectOneJson, type SqlExecutor } from '../../db/database.ts';

/** An auth.users row as JSON (timestamps are RFC 3339 strings). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number;
  reauthentication_token: string | null;
  reauthentication_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export type TokenColumn =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'role'
    | 'invited_at'
    | 'encrypted_password'
    | 'email_confirmed_at'
    | 'confirmation_token'
    | 'confirmation_sent_at'
    | 'recovery_token'
    | 'recovery_sent_at'
    | 'email_change_token_new'
    | 'email_change'
    | 'email_change_sent_at'
    | 'email_change_token_current'
    | 'email_change_confirm_status'
    | 'reauthentication_token'
    | 'reauthentication_sent_at'
    | 'last_sign_in_at'
    | 'raw_app_meta_data'
    | 'raw_user_meta_data'
    | 'banned_until'
  >
>;

const jsonColumns = new Set(['raw_app_meta_data', 'raw_user_meta_data']);

export const emailAppMetadata = { provider: 'email', providers: ['email'] };

export function findUserById(db: SqlExecutor, id: string): Promise<UserRow | undefined> {
  return selectOneJson<UserRow>(db, 'select * from auth.users where id = $1', [id]);
}

/** Who signed up with `email` (already lower-cased) before, if anyone: whether confirmed and when last mailed. */
export function findSignupByEmail(
  db: SqlExecutor,
  email: string,
): Promise<{ id: string; confirmed: boolean; sent: string | null } | undefined> {
  return selectOneJson(
    db,
    `select id, email_confirmed_at is not null as confirmed, confirmation_sent_at as sent
       from auth.users where lower(email) = $1 and is_sso_user = false`,
    [email],
  );
}

export function findUserByEmail(db: SqlExecutor, email: string): Promise<UserRow | undefined> {
  return selectOneJson<UserRow>(
    db,
    'select * from auth.users where lower(email) = lower($1) and is_sso_user = false and deleted_at is null',
    [email],
  );
}

/** Clears a one-time token and returns its user, in one statement; undefined when no user holds it. */
export function takeToken(
  db: SqlExecutor,
  column: TokenColumn,
  tokenHash: string,
): Promise<UserRow | undefined> {
  return selectOneJson<UserRow>(
    db,
    `update auth.users set ${column} = '', updated_at = now()
      where ${column} = $1 and ${column} <> '' returning *`,
    [tokenHash],
  );
}

export function identitiesOf(db: SqlExecutor, userId: string): Promise<IdentityRow[]> {
  return selectJson<IdentityRow>(
    db,
    'select * from auth.identities where user_id = $1 order by created_at',
    [userId],
  );
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
  confirmationToken?: string;
}

/** Inserts the user and its email identity, as Supabase Auth does for email sign-ups. */
export async function createUser(db: SqlExecutor, user: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const created = await selectOneJson<UserRow>(
    db,
    `insert into auth.users
       (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
        confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
        recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, $5, $6,
             $7::jsonb, $8::jsonb, false, $9, $9, '', '', '')
     returning *`,
    [
      id,
      user.email,
      user.passwordHash,
      user.confirmed ? now : null,
      user.confirmationToken ?? '',
      user.confirmationToken ? now : null,
      JSON.stringify(emailAppMetadata),
      JSON.stringify(user.userMetadata),
      now,
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', $4, $4, $4)`,
    [
      id,
      id,
      JSON.stringify({
        ...user.userMetadata,
        sub: id,
        email: user.email,
        email_verified: user.confirmed,
        phone_verified: false,
      }),
      now,
    ],
  );
  if (!created) throw new Error('insert into auth.users returned no row');
  return created;
}

export async function updateUser(db: SqlExecutor, id: string, patch: UserPatch): Promise<UserRow> {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  const assignments = entries.map(([column], i) =>
    jsonColumns.has(column) ? `${column} = $${i + 2}::jsonb` : `${column} = $${i + 2}`,
  );
  const values = entries.map(([column, value]) =>
    jsonColumns.has(column) ? JSON.stringify(value) : value,
  );
  const updated = await selectOneJson<UserRow>(
    db,
    `update auth.users set ${[...assignments, 'updated_at = now()'].join(', ')} where id = $1 returning *`,
    [id, ...values],
  );
  if (!updated) throw new Error(`user ${id} vanished during update`);
  return updated;
}

/** Marks the email identity verified, which Supabase Auth mirrors into user_metadata. */
export async function markEmailVerified(db: SqlExecutor, user: UserRow): Promise<UserRow> {
  await db.query(
    `update auth.identities
        set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  return updateUser(db, user.id, {
    email_confirmed_at: user.email_confirmed_at ?? new Date().toISOString(),
    confirmation_token: '',
    raw_user_meta_data: { ...user.raw_user_meta_data, email_verified: true },
  });
}

export function isBanned(user: UserRow, now = Date.now()): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > now;
}

/** Records a completed sign-in; the updated row, or undefined when the user is gone. */
export function recordSignIn(db: SqlExecutor, userId: string): Promise<UserRow | undefined> {
  return selectOneJson<UserRow>(
    db,
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *',
    [userId],
  );
}

/** Locks the user's row until the transaction ends, so that requests changing the same user queue. */
export async function lockUser(db: SqlExecutor, userId: string): Promise<void> {
  await db.query('select 1 from auth.users where id = $1 for update', [userId]);
}

/** Moves the email identity to the new address, verified, as a completed e-mail change does. */
export async function changeIdentityEmail(
  db: SqlExecutor,
  userId: string,
  email: string,
): Promise<void> {
  await db.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
            updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}

/** Deletes the user (the auth schema's foreign keys take its identities, sessions and factors). */
export async function deleteUser(db: SqlExecutor, userId: string): Promise<void> {
  await db.query('delete from auth.users where id = $1', [userId]);
}
