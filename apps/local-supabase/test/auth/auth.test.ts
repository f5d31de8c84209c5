import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  authHeaders,
  clientFor,
  newUser,
  seededAccounts,
  serviceClient,
  signedInClient,
  startTestServer,
  uniqueEmail,
  clientWithLinkSession,
  followMailedLink,
} from '../support/harness.ts';

const reuseIntervalSeconds = 2;
let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer({
    auth: { refreshTokenReuseIntervalSeconds: reuseIntervalSeconds },
  });
});
afterAll(() => server.stop());

/** A fresh client per call: supabase-js deduplicates and caches refreshes per instance. */
function refresh(refreshToken: string) {
  return clientFor(server).auth.refreshSession({ refresh_token: refreshToken });
}

function getUserWith(accessToken: string) {
  return fetch(`${server.url}/auth/v1/user`, {
    headers: { ...authHeaders(server, accessToken), 'X-Supabase-Api-Version': '2024-01-01' },
  });
}

describe('sign-up', () => {
  it('returns a session and an access token with the claims Supabase Auth puts in it', async () => {
    const email = uniqueEmail('Signup');
    const { data, error } = await clientFor(server).auth.signUp({
      email,
      password: 'secret-pass',
      options: { data: { plan: 'free' } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { plan: 'free' },
    });
    expect(data.user?.identities).toHaveLength(1);
    const session = data.session;
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    const claims = decodeJwt(session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: email.toLowerCase(),
      phone: '',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects an already registered email when sign-ups confirm automatically', async () => {
    const { email } = await newUser(server, 'dup');
    const { data, error } = await clientFor(server).auth.signUp({
      email,
      password: 'another-pass',
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('explains weak passwords with reasons', async () => {
    const { error } = await clientFor(server).auth.signUp({
      email: uniqueEmail('weak'),
      password: '123',
    });
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: ['length'],
    });
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('validates the email and the password length', async () => {
    const bad = await clientFor(server).auth.signUp({
      email: 'not-an-email',
      password: 'secret-pass',
    });
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const long = await clientFor(server).auth.signUp({
      email: uniqueEmail(),
      password: 'x'.repeat(73),
    });
    expect(long.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
  });
});

describe('password sign-in', () => {
  it('gives the same answer for a wrong password and an unknown user', async () => {
    const { email } = await newUser(server, 'signin');
    const wrong = await clientFor(server).auth.signInWithPassword({
      email,
      password: 'not the password',
    });
    const unknown = await clientFor(server).auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'whatever-1',
    });
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('signs in a seeded account', async () => {
    const { data, error } = await clientFor(server).auth.signInWithPassword(
      seededAccounts.subscriber,
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe('subscriber@example.com');
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  it('refuses unsupported grant types', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      headers: {
        ...authHeaders(server),
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
  });
});

describe('refresh-token rotation', () => {
  it('rotates, tolerates reuse inside the interval and revokes the family after it', async () => {
    const { email, password } = await newUser(server, 'rotate');
    const { data: signIn } = await clientFor(server).auth.signInWithPassword({ email, password });
    const first = signIn.session?.refresh_token ?? '';

    const rotated = await refresh(first);
    expect(rotated.error).toBeNull();
    const second = rotated.data.session?.refresh_token ?? '';
    expect(second).not.toBe(first);
    expect(second).toMatch(/^[a-z0-9]{12}$/);
    expect(decodeJwt(rotated.data.session?.access_token ?? '').amr).toEqual([
      { method: 'password', timestamp: expect.any(Number) },
    ]);

    // The client lost the answer and retries: it gets the active child back, not a new one.
    const retried = await refresh(first);
    expect(retried.error).toBeNull();
    expect(retried.data.session?.refresh_token).toBe(second);

    const third = (await refresh(second)).data.session?.refresh_token ?? '';
    expect(third).not.toBe(second);

    // Another tab still holding the first token, within the reuse interval: treated as a concurrent refresh.
    const concurrent = await refresh(first);
    expect(concurrent.error).toBeNull();
    const latest = concurrent.data.session?.refresh_token ?? '';
    expect(latest).not.toBe(third);

    await new Promise((resolve) => setTimeout(resolve, reuseIntervalSeconds * 1000 + 300));
    // `second` is neither the parent of the active token nor recent: a replay.
    const replay = await refresh(second);
    expect(replay.data.session).toBeNull();
    expect(replay.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // Reuse detection revoked every token of the session, including the one the user was holding.
    for (const token of [third, latest]) {
      expect((await refresh(token)).error).toMatchObject({ code: 'refresh_token_already_used' });
    }
  });

  it('rejects unknown and malformed refresh tokens', async () => {
    expect((await refresh('abcdefghijkl')).error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    expect((await refresh("'; drop table auth.users; --")).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });
});

describe('sign-out', () => {
  it('ends other sessions, this session, or all of them', async () => {
    const { email, password } = await newUser(server, 'scopes');
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => signedInClient(server, email, password)),
    );
    const tokenOf = async (client: typeof a) =>
      (await client!.auth.getSession()).data.session?.access_token ?? '';
    const [tokenA, tokenB, tokenC] = await Promise.all([tokenOf(a), tokenOf(b), tokenOf(c)]);

    expect((await a!.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await getUserWith(tokenA)).status).toBe(200);
    for (const token of [tokenB, tokenC]) {
      const response = await getUserWith(token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 'session_not_found',
        message: 'Session from session_id claim in JWT does not exist',
      });
    }

    expect((await a!.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a!.auth.getSession()).data.session).toBeNull();
    expect((await getUserWith(tokenA)).status).toBe(403);
    const { error } = await clientFor(server).auth.getUser(tokenA);
    expect(error).toMatchObject({ name: 'AuthSessionMissingError' });

    const d = await signedInClient(server, email, password);
    const e = await signedInClient(server, email, password);
    const tokenE = await tokenOf(e);
    expect((await d.auth.signOut()).error).toBeNull();
    expect((await getUserWith(tokenE)).status).toBe(403);
    const refreshToken = (await e.auth.getSession()).data.session?.refresh_token ?? '';
    expect((await refresh(refreshToken)).error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('reads an empty scope as global, and checks the token before the scope', async () => {
    const { client, email, password } = await newUser(server, 'emptyscope');
    const other = await signedInClient(server, email, password);
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const response = await fetch(`${server.url}/auth/v1/logout?scope=`, {
      method: 'POST',
      headers: { ...authHeaders(server, token), 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(204);
    expect((await other.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });

    const unauthenticated = await fetch(`${server.url}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(unauthenticated.status).toBe(401);
  });

  it('rejects an unknown scope', async () => {
    const { client } = await newUser(server, 'badscope');
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const response = await fetch(`${server.url}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers: { ...authHeaders(server, token), 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everyone"',
    });
  });
});

describe('user endpoint', () => {
  it('updates the password, refusing the same or a weak one, and ends other sessions', async () => {
    const { client, email, password } = await newUser(server, 'pwchange');
    const other = await signedInClient(server, email, password);
    const otherToken = (await other.auth.getSession()).data.session?.access_token ?? '';

    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });

    const updated = await client.auth.updateUser({
      password: 'brand-new-password',
      data: { nickname: 'Nico' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ nickname: 'Nico' });
    expect((await clientFor(server).auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await clientFor(server).auth.signInWithPassword({ email, password: 'brand-new-password' }))
        .error,
    ).toBeNull();
    expect((await getUserWith(otherToken)).status).toBe(403);
  });

  it('walks the failure ladder for bad bearer tokens', async () => {
    const cases: [string | undefined, number, string][] = [
      [undefined, 401, 'no_authorization'],
      ['garbage', 403, 'bad_jwt'],
      [server.anonKey, 403, 'bad_jwt'],
    ];
    for (const [token, status, code] of cases) {
      const response = await fetch(`${server.url}/auth/v1/user`, {
        headers: {
          apikey: server.anonKey,
          'X-Supabase-Api-Version': '2024-01-01',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
      expect(response.status).toBe(status);
      expect(response.headers.get('x-sb-error-code')).toBe(code);
      expect(await response.json()).toMatchObject({ code });
    }
  });

  it('uses the legacy error shape for clients without an API version', async () => {
    const response = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
  });
});

describe('password recovery', () => {
  it('resets the password through the mailed link', async () => {
    const { email } = await newUser(server, 'reset');
    const client = clientFor(server);
    const requested = await client.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://127.0.0.1:4173/reset-password',
    });
    expect(requested).toEqual({ data: {}, error: null });

    const mails = (await (
      await fetch(`${server.url}/__dev/mail?to=${encodeURIComponent(email)}`)
    ).json()) as {
      subject: string;
      links: string[];
    }[];
    expect(mails[0]?.subject).toBe('Reset Your Password');
    const link = mails[0]?.links.find((l) => l.includes('/auth/v1/verify')) ?? '';
    expect(link).toContain('type=recovery');

    const { status, location, fragment } = await followMailedLink(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:4173/reset-password');
    expect(fragment.get('type')).toBe('recovery');
    expect(decodeJwt(fragment.get('access_token') ?? '').amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);

    const recovered = await clientWithLinkSession(server, fragment);
    expect((await recovered.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect(
      (await clientFor(server).auth.signInWithPassword({ email, password: 'recovered-password' }))
        .error,
    ).toBeNull();

    const { fragment: reusedFragment } = await followMailedLink(link);
    expect(reusedFragment.get('error_code')).toBe('otp_expired');
    expect(reusedFragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('answers unknown addresses exactly like known ones and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect(await clientFor(server).auth.resetPasswordForEmail(email)).toEqual({
      data: {},
      error: null,
    });
    expect(
      await (await fetch(`${server.url}/__dev/mail?to=${encodeURIComponent(email)}`)).json(),
    ).toEqual([]);
  });

  it('sends foreign redirect targets back to the site URL', async () => {
    const { email } = await newUser(server, 'redirect');
    await clientFor(server).auth.resetPasswordForEmail(email, {
      redirectTo: 'https://evil.example/steal',
    });
    const [mail] = (await (
      await fetch(`${server.url}/__dev/mail?to=${encodeURIComponent(email)}`)
    ).json()) as { links: string[] }[];
    const link = new URL(mail?.links[0] ?? '');
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:4173');
  });
});

describe('admin', () => {
  it('generates links for the service role only', async () => {
    const denied = await clientFor(server).auth.admin.generateLink({
      type: 'recovery',
      email: seededAccounts.member.email,
    });
    expect(denied.error).toMatchObject({ status: 403, code: 'not_admin' });

    const { data, error } = await serviceClient(server).auth.admin.generateLink({
      type: 'recovery',
      email: seededAccounts.member.email,
      options: { redirectTo: 'http://127.0.0.1:4173/reset-password' },
    });
    expect(error).toBeNull();
    expect(data.properties?.action_link).toMatch(
      /\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=recovery&redirect_to=/,
    );
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);

    const missing = await serviceClient(server).auth.admin.generateLink({
      type: 'recovery',
      email: uniqueEmail('none'),
    });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});

describe('settings and health', () => {
  it('describes the instance', async () => {
    const settings = await (
      await fetch(`${server.url}/auth/v1/settings`, { headers: authHeaders(server) })
    ).json();
    expect(settings).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
    const health = await (
      await fetch(`${server.url}/auth/v1/health`, { headers: authHeaders(server) })
    ).json();
    expect(health).toMatchObject({ name: 'GoTrue' });
  });
});

describe('with email confirmations on', () => {
  let confirming: LocalSupabase;
  beforeAll(async () => {
    confirming = await startTestServer({ auth: { mailerAutoconfirm: false } });
  });
  afterAll(() => confirming.stop());

  const mailsTo = async (email: string) =>
    (await (
      await fetch(`${confirming.url}/__dev/mail?to=${encodeURIComponent(email)}`)
    ).json()) as { subject: string; links: string[] }[];

  it('mails a confirmation link, refuses sign-in until it is followed, then signs in', async () => {
    const email = uniqueEmail('confirm');
    const client = clientFor(confirming);
    const { data, error } = await client.auth.signUp({
      email,
      password: 'confirm-me-please',
      options: { emailRedirectTo: 'http://127.0.0.1:4173/' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.confirmation_sent_at).toBeTruthy();

    const early = await client.auth.signInWithPassword({ email, password: 'confirm-me-please' });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Confirm Your Signup');
    const { fragment } = await followMailedLink(mail?.links[0] ?? '');
    expect(fragment.get('type')).toBe('signup');
    const user = await clientFor(confirming).auth.getUser(fragment.get('access_token') ?? '');
    expect(user.data.user?.email_confirmed_at).toBeTruthy();
    expect(user.data.user?.user_metadata).toMatchObject({ email_verified: true });

    expect(
      (await client.auth.signInWithPassword({ email, password: 'confirm-me-please' })).error,
    ).toBeNull();
  });

  it('answers a duplicate sign-up with an obfuscated user and sends no mail', async () => {
    const { data, error } = await clientFor(confirming).auth.signUp(seededAccounts.member);
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe('5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b03');
    expect(await mailsTo(seededAccounts.member.email)).toEqual([]);
  });
});
