import { selectJson, type SqlExecutor } from '../../db/database.ts';
import type { FactorRow } from './factors.ts';
import type { IdentityRow, UserRow } from './users.ts';

/** The one instance and audience this server has, as Supabase Auth stores them. */
const instanceId = '00000000-0000-0000-0000-000000000000';
export const defaultAudience = 'authenticated';

export interface UserPageQuery {
  /** 1-based. */
  page: number;
  perPage: number;
  /** Matched as Supabase Auth does: `email like %filter%` or `full_name ilike %filter%`, wildcards included. */
  filter: string;
  /** created_at order, the only sort Supabase Auth allows. */
  descending: boolean;
}

/** One page of the audience's users, newest first by default, and how many there are in all. */
export async function listUsersPage(
  db: SqlExecutor,
  query: UserPageQuery,
): Promise<{ users: UserRow[]; total: number }> {
  const params: unknown[] = [instanceId, defaultAudience];
  let where = 'instance_id = $1 and aud = $2';
  if (query.filter !== '') {
    params.push(`%${query.filter}%`);
    where += ` and (email like $3 or raw_user_meta_data->>'full_name' ilike $3)`;
  }
  const [{ total } = { total: 0 }] = await selectJson<{ total: number }>(
    db,
    `select count(*)::int as total from auth.users where ${where}`,
    params,
  );
  const offset = (query.page - 1) * query.perPage;
  if (offset >= total) return { users: [], total };
  const users = await selectJson<UserRow>(
    db,
    `select * from auth.users where ${where}
      order by created_at ${query.descending ? 'desc' : 'asc'}, id
      limit ${query.perPage} offset ${offset}`,
    params,
  );
  return { users, total };
}

/** The identities and factors of many users in two statements, grouped by user id. */
export async function identitiesAndFactorsOf(
  db: SqlExecutor,
  userIds: string[],
): Promise<{ identities: Map<string, IdentityRow[]>; factors: Map<string, FactorRow[]> }> {
  const group = <Row extends { user_id: string }>(rows: Row[]) => {
    const byUser = new Map<string, Row[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    return byUser;
  };
  const identities = await selectJson<IdentityRow>(
    db,
    'select * from auth.identities where user_id = any($1::uuid[]) order by created_at',
    [userIds],
  );
  const factors = await selectJson<FactorRow>(
    db,
    'select * from auth.mfa_factors where user_id = any($1::uuid[]) order by created_at',
    [userIds],
  );
  return { identities: group(identities), factors: group(factors) };
}

/**
 * Merges `data` into the user's identity of `provider`, or creates that identity (its provider id is the user id,
 * as for Supabase Auth's email and phone identities).
 */
async function upsertIdentity(
  db: SqlExecutor,
  userId: string,
  provider: 'email' | 'phone',
  data: Record<string, unknown>,
): Promise<void> {
  const updated = await db.query(
    `update auth.identities set identity_data = identity_data || $3::jsonb, updated_at = now()
      where user_id = $1 and provider = $2`,
    [userId, provider, JSON.stringify(data)],
  );
  if (updated.rowCount > 0) return;
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $1, $3::jsonb, $2, now(), now(), now())`,
    [userId, provider, JSON.stringify({ sub: userId, ...data })],
  );
}

/** Points the email identity at a new address, as an admin change does. */
export function setEmailIdentity(
  db: SqlExecutor,
  userId: string,
  email: string,
  verified: boolean,
): Promise<void> {
  return upsertIdentity(db, userId, 'email', { email, email_verified: verified });
}

/** Sets the phone number and its identity; admins may do this while phone sign-in is off. */
export async function setPhone(
  db: SqlExecutor,
  userId: string,
  phone: string,
  confirmed: boolean,
): Promise<void> {
  await db.query(
    `update auth.users
        set phone = $2,
            phone_confirmed_at = case when $3::boolean then coalesce(phone_confirmed_at, now()) else phone_confirmed_at end,
            updated_at = now()
      where id = $1`,
    [userId, phone, confirmed],
  );
  await upsertIdentity(db, userId, 'phone', { phone, phone_verified: confirmed });
}
