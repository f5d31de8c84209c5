import type { SqlExecutor } from '../../../src/db/database.ts';

/**
 * Row counts and checksums of what anonymous callers must never change: products, subscribers,
 * purchases, payment customers and events, accounts and their sessions. An account's recovery and confirmation tokens, their send times and
 * updated_at are left out: asking for a reset mail, which anyone may do, stamps them.
 */
const fingerprintSql = `
select json_build_object(
  'products', (select count(*) from public.products),
  'products_md5', (select md5(coalesce(string_agg(p::text, '|' order by p.id), '')) from public.products p),
  'subscribers', (select count(*) from public.subscribers),
  'subscribers_md5', (select md5(coalesce(string_agg(s::text, '|' order by s.id), '')) from public.subscribers s),
  'users', (select count(*) from auth.users),
  'users_md5', (select md5(coalesce(string_agg(
      concat_ws('|', u.id, u.aud, u.role, u.email, u.encrypted_password, u.email_confirmed_at, u.phone,
                u.raw_app_meta_data, u.raw_user_meta_data, u.banned_until, u.deleted_at,
                u.is_super_admin, u.is_anonymous, u.email_change, u.created_at),
      '/' order by u.id), '')) from auth.users u),
  'identities_md5', (select md5(coalesce(string_agg(i::text, '|' order by i.id), '')) from auth.identities i),
  'purchases_md5', (select md5(coalesce(string_agg(p::text, '|' order by p.id), '')) from public.purchases p),
  'payment_customers', (select count(*) from public.payment_customers),
  'payment_events', (select count(*) from public.payment_events),
  'sessions', (select count(*) from auth.sessions),
  'refresh_tokens', (select count(*) from auth.refresh_tokens)
)::text as fingerprint`;

export async function storedDataFingerprint(db: SqlExecutor): Promise<Record<string, unknown>> {
  const result = await db.query<{ fingerprint: string }>(fingerprintSql);
  return JSON.parse(result.rows[0]?.fingerprint ?? '{}') as Record<string, unknown>;
}
