import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  authHeaders,
  clientFor,
  newestVerifyLink,
  newUser,
  signedInClient,
  startTestServer,
  clientWithLinkSession,
  followMailedLink,
} from '../support/harness.ts';

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer({ auth: { securePasswordChange: true } });
});
afterAll(() => server.stop());

function newestCode(to: string): string {
  const code = /Enter the code: (\d{6})/.exec(server.mailbox.list(to)[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no reauthentication code mailed to ${to}`);
  return code;
}

/** Makes the user's sessions look 25 hours old, past the 24 hours in which a sign-in counts as recent. */
async function ageSessions(userId: string) {
  await server.db.query(
    "update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1",
    [userId],
  );
}

describe('reauthentication and secure password change', () => {
  it('mails a code to the signed-in user', async () => {
    const { client, email } = await newUser(server, 'reauth-mail');
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const [mail] = server.mailbox.list(email);
    expect(mail?.subject).toBe('Confirm reauthentication');
    expect(newestCode(email)).toMatch(/^\d{6}$/);
  });

  it('refuses a caller without a session', async () => {
    const response = await fetch(`${server.url}/auth/v1/reauthenticate`, {
      headers: { apikey: server.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('lets a recent sign-in change the password without a nonce', async () => {
    const { client } = await newUser(server, 'reauth-recent');
    expect((await client.auth.updateUser({ password: 'fresh-session-pass' })).error).toBeNull();
  });

  it('asks an old session for a valid nonce, accepts it once, and ends the other sessions', async () => {
    const { client, email, password, id } = await newUser(server, 'reauth-old');
    const other = await signedInClient(server, email, password);
    await ageSessions(id);

    expect((await client.auth.updateUser({ password: 'new-pass-1' })).error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = newestCode(email);
    const wrong = nonce === '000000' ? '111111' : '000000';
    expect(
      (await client.auth.updateUser({ password: 'new-pass-1', nonce: wrong })).error,
    ).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    expect((await client.auth.updateUser({ password: 'new-pass-1', nonce })).error).toBeNull();
    expect((await other.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    expect((await client.auth.getUser()).error).toBeNull();

    expect((await client.auth.updateUser({ password: 'new-pass-2', nonce })).error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
    });
    const signIn = await clientFor(server).auth.signInWithPassword({
      email,
      password: 'new-pass-1',
    });
    expect(signIn.error).toBeNull();
  });

  it('checks the new password before the nonce, as Supabase Auth does', async () => {
    const { client, id } = await newUser(server, 'reauth-weak');
    await ageSessions(id);
    expect((await client.auth.updateUser({ password: 'abc' })).error).toMatchObject({
      status: 422,
      code: 'weak_password',
    });
  });

  it('leaves metadata changes alone', async () => {
    const { client, id } = await newUser(server, 'reauth-data');
    await ageSessions(id);
    const { data, error } = await client.auth.updateUser({ data: { theme: 'dark' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ theme: 'dark' });
  });
});

describe('a password change that must carry the current password', () => {
  let strict: LocalSupabase;
  beforeAll(async () => {
    strict = await startTestServer({ auth: { passwordChangeRequiresCurrentPassword: true } });
  });
  afterAll(() => strict.stop());

  it('refuses a missing or wrong current password and accepts the right one', async () => {
    const { client, password } = await newUser(strict, 'current-pass');
    expect((await client.auth.updateUser({ password: 'next-pass-1' })).error).toMatchObject({
      status: 400,
      code: 'current_password_required',
    });
    expect(
      (await client.auth.updateUser({ password: 'next-pass-1', current_password: 'wrong-one' }))
        .error,
    ).toMatchObject({ status: 400, code: 'current_password_invalid' });
    expect(
      (await client.auth.updateUser({ password: 'next-pass-1', current_password: password })).error,
    ).toBeNull();
  });

  it('lets a session opened by a recovery link set a password without the current one', async () => {
    const { email } = await newUser(strict, 'current-pass-reset');
    await clientFor(strict).auth.resetPasswordForEmail(email);
    const { fragment } = await followMailedLink(newestVerifyLink(strict, email));
    const recovered = await clientWithLinkSession(strict, fragment);
    expect((await recovered.auth.updateUser({ password: 'reset-pass-1' })).error).toBeNull();
    expect(
      (await clientFor(strict).auth.signInWithPassword({ email, password: 'reset-pass-1' })).error,
    ).toBeNull();
  });
});

describe('reauthentication limits', () => {
  let limited: LocalSupabase;
  beforeAll(async () => {
    limited = await startTestServer({ auth: { mailMaxFrequencySeconds: 60 } });
  });
  afterAll(() => limited.stop());

  it('sends one code a minute to a user', async () => {
    const { client } = await newUser(limited, 'reauth-often');
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const again = await fetch(`${limited.url}/auth/v1/reauthenticate`, {
      headers: {
        ...authHeaders(limited, (await client.auth.getSession()).data.session?.access_token),
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
  });
});
