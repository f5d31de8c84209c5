import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  authHeaders,
  clientFor,
  followMailedLink,
  newestVerifyLink,
  newUser,
  serviceClient,
  signedInClient,
  startTestServer,
  uniqueEmail,
  userWithTotp,
} from '../support/harness.ts';

/*
 * The admin API through supabase-js's `auth.admin`, as Supabase's reference describes each call: listUsers,
 * updateUserById, inviteUserByEmail, generateLink and mfa.listFactors / mfa.deleteFactor, with the service role
 * or a supabase_admin JWT.
 */

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const admin = () => serviceClient(server).auth.admin;
const dated = { 'X-Supabase-Api-Version': '2024-01-01' };

/** A client holding the project's anon key, calling as whoever the token names (as a server-side script would). */
function clientWithBearer(token: string) {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** A raw admin call, for what supabase-js refuses to send (it checks ids are UUIDs first). */
async function adminFetch(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method,
    headers: { ...authHeaders(server, server.serviceRoleKey), ...dated },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('admin.listUsers', () => {
  it('pages newest first with the total, next and last page', async () => {
    const made = [await newUser(server, 'list'), await newUser(server, 'list')];
    const { data, error } = await admin().listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
    expect(data.users[0]?.id).toBe(made[1]?.id);
    const { aud, total } = data as { aud: string; total: number };
    expect(aud).toBe('authenticated');
    expect(total).toBeGreaterThanOrEqual(2);
    expect(data).toMatchObject({ nextPage: 2, lastPage: total });

    const second = await admin().listUsers({ page: 2, perPage: 1 });
    expect(second.data.users[0]?.id).toBe(made[0]?.id);
  });

  it('answers with the X-Total-Count and Link headers Supabase Auth sends', async () => {
    const response = await fetch(`${server.url}/auth/v1/admin/users?per_page=1&page=1`, {
      headers: authHeaders(server, server.serviceRoleKey),
    });
    const total = Number(response.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(1);
    expect(response.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=1>; rel="next", </admin/users?page=${total}&per_page=1>; rel="last"`,
    );
    const body = (await response.json()) as { users: unknown[]; aud: string };
    expect(Object.keys(body).sort()).toEqual(['aud', 'users']);
  });

  it('filters by address and sorts by created_at only', async () => {
    const { email } = await newUser(server, 'filterme');
    const url = `${server.url}/auth/v1/admin/users?filter=${encodeURIComponent(email)}`;
    const found = (await (
      await fetch(url, { headers: authHeaders(server, server.serviceRoleKey) })
    ).json()) as { users: { email: string }[] };
    expect(found.users.map((u) => u.email)).toEqual([email]);

    const badSort = await fetch(`${server.url}/auth/v1/admin/users?sort=email`, {
      headers: { ...authHeaders(server, server.serviceRoleKey), ...dated },
    });
    expect(badSort.status).toBe(400);
    expect(await badSort.json()).toEqual({
      code: 'validation_failed',
      message: "Bad Sort Parameters: bad field for sort 'email'",
    });
  });

  it('refuses pages that are not unsigned numbers, and callers that are not admins', async () => {
    for (const query of [
      'page=-1',
      'per_page=abc',
      'per_page=0',
      'page=99999999999999999999',
      'filter=%00',
    ]) {
      const response = await fetch(`${server.url}/auth/v1/admin/users?${query}`, {
        headers: { ...authHeaders(server, server.serviceRoleKey), ...dated },
      });
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const { client } = await newUser(server, 'not-admin');
    const session = (await client.auth.getSession()).data.session;
    const asUser = clientWithBearer(session?.access_token ?? '');
    expect((await asUser.auth.admin.listUsers()).error).toMatchObject({
      status: 403,
      code: 'not_admin',
    });
  });

  it('accepts a supabase_admin JWT as it accepts the service role', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ role: 'supabase_admin', iss: 'supabase-demo' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(server.jwtSecret));
    const { data, error } = await clientWithBearer(token).auth.admin.listUsers({ perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
  });
});

describe('admin.updateUserById', () => {
  it('changes address, password and metadata, merging metadata and removing null keys', async () => {
    const { id } = await newUser(server, 'upd');
    await admin().updateUserById(id, {
      user_metadata: { name: 'Ada', plan: 'free' },
      app_metadata: { tier: 'gold' },
    });
    const email = uniqueEmail('upd-new');
    const { data, error } = await admin().updateUserById(id, {
      email,
      password: 'a brand new password',
      user_metadata: { plan: null, team: 'core' },
      app_metadata: { tier: null, role: 'editor' },
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id,
      email,
      user_metadata: { name: 'Ada', team: 'core' },
      app_metadata: { provider: 'email', providers: ['email'], role: 'editor' },
    });
    expect(data.user?.user_metadata).not.toHaveProperty('plan');
    expect(data.user?.app_metadata).not.toHaveProperty('tier');
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({
      email,
      email_verified: true,
    });
    await signedInClient(server, email, 'a brand new password');
  });

  it('bans for a Go duration, which stops sign-in, and lifts the ban with "none"', async () => {
    const { id, email, password } = await newUser(server, 'ban');
    const banned = await admin().updateUserById(id, { ban_duration: '1h30m' });
    const until = new Date(banned.data.user?.banned_until ?? 0).getTime();
    expect(until - Date.now()).toBeGreaterThan(89 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(90 * 60_000);
    const refused = await clientFor(server).auth.signInWithPassword({ email, password });
    expect(refused.error).toMatchObject({ status: 400, code: 'user_banned' });

    const lifted = await admin().updateUserById(id, { ban_duration: 'none' });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    await signedInClient(server, email, password);
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const { id, email } = await newUser(server, 'upd-bad');
    const taken = (await newUser(server, 'upd-taken')).email;
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [
        { ban_duration: '1 day' },
        400,
        'validation_failed',
        'invalid format for ban duration: time: unknown unit " day" in duration "1 day"',
      ],
      [
        { ban_duration: '10' },
        400,
        'validation_failed',
        'invalid format for ban duration: time: missing unit in duration "10"',
      ],
      [{ email: 'not-an-email' }, 400, 'validation_failed'],
      [{ email: taken }, 422, 'email_exists'],
      [{ password: '123' }, 422, 'weak_password'],
      [{ phone: 'abc' }, 400, 'validation_failed'],
      [{ user_metadata: 'x' }, 400, 'bad_json'],
      [{ email_confirm: 'yes' }, 400, 'bad_json'],
      [{ user_metadata: { bio: 'nul\u0000' } }, 400, 'validation_failed'],
    ];
    for (const [attributes, status, code, message] of cases) {
      const { error } = await admin().updateUserById(id, attributes);
      expect({ attributes, status: error?.status, code: error?.code }).toEqual({
        attributes,
        status,
        code,
      });
      if (message) expect(error?.message).toBe(message);
    }
    expect((await admin().getUserById(id)).data.user?.email).toBe(email);
    expect(await adminFetch('PUT', '/admin/users/not-a-uuid', { email: uniqueEmail() })).toEqual({
      status: 404,
      body: { code: 'validation_failed', message: 'user_id must be an UUID' },
    });
    const unknown = await admin().updateUserById('6f1d3c9a-2b4e-4a7d-8c0f-1e2d3c4b5a69', {});
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});

describe('admin.inviteUserByEmail', () => {
  it('creates the account, mails an invite whose link signs in at redirectTo, and refuses a confirmed address', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin().inviteUserByEmail(email, {
      data: { team: 'core' },
      redirectTo: 'http://127.0.0.1:4173/account',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { team: 'core' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(server.mailbox.list(email)[0]?.subject).toBe('You have been invited');

    const { location, fragment } = await followMailedLink(newestVerifyLink(server, email));
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:4173/account');
    expect(fragment.get('type')).toBe('invite');
    const user = await clientFor(server).auth.getUser(fragment.get('access_token') ?? '');
    expect(user.data.user?.email_confirmed_at).toBeTruthy();

    const again = await admin().inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('admin.generateLink', () => {
  it('leaves redirect_to in the link as given, escaping it only when it holds & = or #', async () => {
    const { email } = await newUser(server, 'link-plain');
    const plain = await admin().generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: 'http://127.0.0.1:4173/account' },
    });
    expect(plain.data.properties?.action_link).toContain(
      '&redirect_to=http://127.0.0.1:4173/account',
    );
    const withQuery = await admin().generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: 'http://127.0.0.1:4173/account?tab=plan' },
    });
    expect(withQuery.data.properties?.action_link).toContain(
      '&redirect_to=http%3A%2F%2F127.0.0.1%3A4173%2Faccount%3Ftab%3Dplan',
    );
    expect(withQuery.data.properties?.redirect_to).toBe('http://127.0.0.1:4173/account?tab=plan');
  });

  it('makes e-mail change links for the new and the current address', async () => {
    const { id, email } = await newUser(server, 'link-change');
    const newEmail = uniqueEmail('link-changed');
    const current = await admin().generateLink({ type: 'email_change_current', email, newEmail });
    expect(current.error).toBeNull();
    expect(current.data.properties?.verification_type).toBe('email_change_current');
    expect(current.data.user?.new_email).toBe(newEmail);
    const next = await admin().generateLink({ type: 'email_change_new', email, newEmail });
    expect(next.data.properties?.action_link).toContain('type=email_change');

    const followed = await followMailedLink(next.data.properties?.action_link ?? '');
    expect(followed.fragment.get('type')).toBe('email_change');
    expect((await admin().getUserById(id)).data.user?.email).toBe(newEmail);
  });

  it('answers the e-mail change types as Supabase Auth does for unknown, taken or missing addresses', async () => {
    const { email } = await newUser(server, 'link-change-bad');
    const taken = (await newUser(server, 'link-taken')).email;
    const unknown = await admin().generateLink({
      type: 'email_change_new',
      email: uniqueEmail('nobody'),
      newEmail: uniqueEmail(),
    });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const clash = await admin().generateLink({ type: 'email_change_new', email, newEmail: taken });
    expect(clash.error).toMatchObject({ status: 422, code: 'email_exists' });
    const missing = await admin().generateLink({ type: 'email_change_new', email, newEmail: '' });
    expect(missing.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('signs up an unknown address asked a magic link for', async () => {
    const email = uniqueEmail('link-magic');
    const { data, error } = await admin().generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('signup');
    expect(data.user?.email).toBe(email);
  });
});

describe('admin.mfa', () => {
  it('lists a user factors and deletes one, which ends its aal2', async () => {
    const { id, factorId, client } = await userWithTotp(server, 'admin-mfa');
    const listed = await admin().mfa.listFactors({ userId: id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: factorId, factor_type: 'totp', status: 'verified' }),
    ]);
    expect(listed.data?.factors[0]).not.toHaveProperty('secret');

    const deleted = await admin().mfa.deleteFactor({ userId: id, id: factorId });
    expect(deleted.error).toBeNull();
    // auth-js hands back the answer wrapped once more: { data: <factor>, error: null }.
    expect(deleted.data).toMatchObject({ data: { id: factorId } });
    expect((await admin().mfa.listFactors({ userId: id })).data?.factors).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.data.session?.user.factors ?? []).toEqual([]);
    const claims = JSON.parse(
      Buffer.from(refreshed.data.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { aal: string };
    expect(claims.aal).toBe('aal1');
  });

  it('answers an unknown or malformed factor with 404', async () => {
    const { id } = await newUser(server, 'admin-mfa-none');
    const unknown = await admin().mfa.deleteFactor({
      userId: id,
      id: '6f1d3c9a-2b4e-4a7d-8c0f-1e2d3c4b5a69',
    });
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect(await adminFetch('DELETE', `/admin/users/${id}/factors/nope`)).toEqual({
      status: 404,
      body: { code: 'validation_failed', message: 'factor_id must be an UUID' },
    });
  });
});
