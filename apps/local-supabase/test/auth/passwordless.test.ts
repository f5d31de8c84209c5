import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedAuthDefaults } from '../../src/config.ts';
import { selectOneJson } from '../../src/db/database.ts';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  authHeaders,
  clientFor,
  followMailedLink,
  newestVerifyLink,
  newUser,
  startTestServer,
  uniqueEmail,
} from '../support/harness.ts';

/*
 * Passwordless sign-in (signInWithOtp and verifyOtp), as Supabase's docs describe it: one mail carries both a link
 * and a 6-digit code; an address without an account gets one unless shouldCreateUser is false.
 */

let server: LocalSupabase;
/** Confirmations on and the hosted project's limits: a new address gets the sign-up mail. */
let hosted: LocalSupabase;
beforeAll(async () => {
  [server, hosted] = await Promise.all([
    startTestServer(),
    startTestServer({
      auth: { ...hostedAuthDefaults, mailerAutoconfirm: false, passwordHashCost: 4 },
    }),
  ]);
});
afterAll(() => Promise.all([server.stop(), hosted.stop()]));

function mailedCode(on: LocalSupabase, to: string): string {
  const code = /enter the code: (\d{6})/.exec(on.mailbox.list(to)[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

describe('signInWithOtp by e-mail', () => {
  it('mails an existing account a magic link that signs in and lands on emailRedirectTo', async () => {
    const { email, id } = await newUser(server, 'otp-link');
    const auth = clientFor(server).auth;
    const sent = await auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://127.0.0.1:4173/account?tab=plan' },
    });
    expect(sent).toEqual({ data: { user: null, session: null }, error: null });
    expect(server.mailbox.list(email)[0]?.subject).toBe('Your Magic Link');

    const { status, location, fragment } = await followMailedLink(newestVerifyLink(server, email));
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(
      'http://127.0.0.1:4173/account?tab=plan',
    );
    expect(fragment.get('type')).toBe('magiclink');
    const { data } = await clientFor(server).auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.id).toBe(id);
  });

  it('accepts the 6-digit code instead of the link, once', async () => {
    const { email, id } = await newUser(server, 'otp-code');
    const auth = clientFor(server).auth;
    expect((await auth.signInWithOtp({ email })).error).toBeNull();
    const token = mailedCode(server, email);
    const verified = await auth.verifyOtp({ email, token, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(id);
    expect(verified.data.session?.user.id).toBe(id);

    const again = await clientFor(server).auth.verifyOtp({ email, token, type: 'email' });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('verifies the link by its hash through POST /verify (type magiclink)', async () => {
    const { email, id } = await newUser(server, 'otp-hash');
    await clientFor(server).auth.signInWithOtp({ email });
    const tokenHash = new URL(newestVerifyLink(server, email)).searchParams.get('token') ?? '';
    const verified = await clientFor(server).auth.verifyOtp({
      token_hash: tokenHash,
      type: 'magiclink',
    });
    expect(verified.data.user?.id).toBe(id);
  });

  it('creates the account for a new address unless shouldCreateUser is false', async () => {
    const auth = clientFor(server).auth;
    const refused = uniqueEmail('otp-nocreate');
    expect(
      (await auth.signInWithOtp({ email: refused, options: { shouldCreateUser: false } })).error,
    ).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    expect(server.mailbox.list(refused)).toHaveLength(0);
    expect(
      await selectOneJson(server.db, 'select id from auth.users where email = $1', [refused]),
    ).toBeUndefined();

    const created = uniqueEmail('otp-create');
    const sent = await auth.signInWithOtp({ email: created, options: { data: { plan: 'pro' } } });
    expect(sent.error).toBeNull();
    const verified = await auth.verifyOtp({
      email: created,
      token: mailedCode(server, created),
      type: 'email',
    });
    expect(verified.data.user).toMatchObject({ email: created, user_metadata: { plan: 'pro' } });
  });

  it('refuses what a hostile caller sends with a 4xx and no mail', async () => {
    const post = (body: string) =>
      fetch(`${server.url}/auth/v1/otp`, {
        method: 'POST',
        headers: {
          ...authHeaders(server),
          'content-type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body,
      });
    const cases: [string, number, string][] = [
      ['{}', 400, 'validation_failed'],
      [JSON.stringify({ email: 'not-an-email' }), 400, 'validation_failed'],
      [JSON.stringify({ email: `${'a'.repeat(300)}@example.com` }), 400, 'validation_failed'],
      [JSON.stringify({ email: 'nul\u0000@example.com' }), 400, 'validation_failed'],
      [JSON.stringify({ email: 'a@example.com', create_user: 'yes' }), 400, 'bad_json'],
      [JSON.stringify({ email: 'a@example.com', phone: '+15555550100' }), 400, 'validation_failed'],
      [JSON.stringify({ email: 'a@example.com', channel: 'whatsapp' }), 400, 'validation_failed'],
      [JSON.stringify({ email: ['a@example.com'] }), 400, 'bad_json'],
      ['{"email":', 400, 'bad_json'],
    ];
    for (const [body, status, code] of cases) {
      const response = await post(body);
      expect({ body, status: response.status }).toEqual({ body, status });
      expect(await response.json()).toMatchObject({ code });
    }
    expect(server.mailbox.list('a@example.com')).toHaveLength(0);
  });

  it('sends a link whose redirect_to is off the allow-list to the site instead', async () => {
    const { email } = await newUser(server, 'otp-redirect');
    await clientFor(server).auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const { location } = await followMailedLink(newestVerifyLink(server, email));
    expect(location.origin).toBe('http://127.0.0.1:4173');
  });
});

describe('signInWithOtp with confirmations on and hosted limits', () => {
  it('gives a new address the sign-up mail, whose code signs in, then applies the mail limits', async () => {
    const auth = clientFor(hosted).auth;
    const first = uniqueEmail('otp-hosted');
    expect((await auth.signInWithOtp({ email: first })).error).toBeNull();
    expect(hosted.mailbox.list(first)[0]?.subject).toBe('Confirm Your Signup');

    const tooSoon = await auth.signInWithOtp({ email: first });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(hosted.mailbox.list(first)).toHaveLength(1);

    const verified = await auth.verifyOtp({
      email: first,
      token: mailedCode(hosted, first),
      type: 'email',
    });
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    expect((await auth.signInWithOtp({ email: uniqueEmail('otp-hosted') })).error).toBeNull();
    const overQuota = await auth.signInWithOtp({ email: uniqueEmail('otp-hosted') });
    expect(overQuota.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    });
  });

  it('counts POST /otp in a per-IP bucket of its own and answers 429 once its burst is used up', async () => {
    const post = (path: string) =>
      fetch(`${hosted.url}/auth/v1/${path}`, {
        method: 'POST',
        headers: { ...authHeaders(hosted), 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'not-an-email' }),
      });
    let limitedAt = 0;
    for (let i = 1; i <= 40 && limitedAt === 0; i++) {
      const response = await post('otp');
      if (response.status === 429) {
        limitedAt = i;
        expect(await response.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
      }
    }
    // The earlier test of this server spent a few requests of the burst already.
    expect(limitedAt).toBeGreaterThan(hostedAuthDefaults.rateLimitBurst - 10);
    expect(limitedAt).toBeLessThanOrEqual(hostedAuthDefaults.rateLimitBurst + 1);
    expect((await post('recover')).status).toBe(400);
  });
});
