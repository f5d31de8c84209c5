import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  clientFor,
  newestVerifyLink,
  newUser,
  serviceClient,
  signedInClient,
  startTestServer,
  uniqueEmail,
  followMailedLink,
} from '../support/harness.ts';

const accepted =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

function newestCode(server: LocalSupabase, to: string): string {
  const code = /enter the code: (\d{6})/.exec(server.mailbox.list(to)[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** Follows a mailed link as a browser would and returns the fragment of the page it lands on. */
async function follow(link: string): Promise<URLSearchParams> {
  const { status, fragment } = await followMailedLink(link);
  expect(status).toBe(303);
  return fragment;
}

/** A confirmed account, signed in, on a server that mails confirmations. */
async function confirmedUser(server: LocalSupabase, prefix: string) {
  const email = uniqueEmail(prefix);
  const password = 'change-my-mail-1';
  const created = await serviceClient(server).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  expect(created.error).toBeNull();
  return { email, password, client: await signedInClient(server, email, password) };
}

async function currentUser(client: SupabaseClient) {
  const { data, error } = await client.auth.getUser();
  expect(error).toBeNull();
  return data.user;
}

describe('secure e-mail change with confirmations on', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer({ auth: { mailerAutoconfirm: false } });
  });
  afterAll(() => server.stop());

  it('mails both addresses and switches only when both links are followed', async () => {
    const { email, password, client } = await confirmedUser(server, 'both-old');
    const next = uniqueEmail('both-new');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });
    expect(data.user?.email_change_sent_at).toEqual(expect.any(String));
    for (const to of [email, next]) {
      expect(server.mailbox.list(to)[0]?.subject).toBe('Confirm Email Change');
    }

    expect(Object.fromEntries(await follow(newestVerifyLink(server, next)))).toEqual({
      message: accepted,
      sb: '',
    });
    expect(await currentUser(client)).toMatchObject({ email, new_email: next });

    const landed = await follow(newestVerifyLink(server, email));
    expect(landed.get('type')).toBe('email_change');
    expect(landed.get('access_token')).toBeTruthy();
    const after = await currentUser(client);
    expect(after?.email).toBe(next);
    expect(after?.new_email).toBeUndefined();
    expect(after?.identities?.[0]?.identity_data).toMatchObject({ email: next });

    expect(
      (await clientFor(server).auth.signInWithPassword({ email, password })).error,
    ).toMatchObject({ code: 'invalid_credentials' });
    expect(
      (await clientFor(server).auth.signInWithPassword({ email: next, password })).error,
    ).toBeNull();
  });

  it('takes the two codes typed, in either order, through POST /verify', async () => {
    const { email, client } = await confirmedUser(server, 'codes-old');
    const next = uniqueEmail('codes-new');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();

    const first = await clientFor(server).auth.verifyOtp({
      type: 'email_change',
      email,
      token: newestCode(server, email),
    });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect((await currentUser(client))?.email).toBe(email);

    const second = await clientFor(server).auth.verifyOtp({
      type: 'email_change',
      email: next,
      token: newestCode(server, next),
    });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(next);
  });

  it('accepts each link once', async () => {
    const { email, client } = await confirmedUser(server, 'once-old');
    const next = uniqueEmail('once-new');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const link = newestVerifyLink(server, next);
    expect((await follow(link)).get('message')).toBe(accepted);
    expect((await follow(link)).get('error_code')).toBe('otp_expired');
    expect((await currentUser(client))?.email).toBe(email);
  });
});

describe('e-mail change with auto-confirm on (the local default)', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('still mails both addresses, and either link completes it, as Supabase Auth does', async () => {
    const { client, email } = await newUser(server, 'auto-old');
    const next = uniqueEmail('auto-new');
    const { data } = await client.auth.updateUser({ email: next });
    expect(data.user).toMatchObject({ email, new_email: next });
    expect(server.mailbox.list(email)).toHaveLength(1);
    expect((await follow(newestVerifyLink(server, email))).get('type')).toBe('email_change');
    expect((await currentUser(client))?.email).toBe(next);
  });

  it('refuses an address another account holds, and a malformed one, mailing nothing', async () => {
    const { client, email } = await newUser(server, 'taken-old');
    const other = await newUser(server, 'taken-other');
    const taken = await client.auth.updateUser({ email: other.email.toUpperCase() });
    expect(taken.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const malformed = await client.auth.updateUser({ email: 'not-an-address' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(server.mailbox.list(email)).toHaveLength(0);
    expect(await currentUser(client)).not.toHaveProperty('new_email');
  });
});

describe('e-mail change with secure e-mail change off', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer({ auth: { secureEmailChange: false } });
  });
  afterAll(() => server.stop());

  it('mails only the new address', async () => {
    const { client, email } = await newUser(server, 'single-old');
    const next = uniqueEmail('single-new');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    expect(server.mailbox.list(email)).toHaveLength(0);
    expect((await follow(newestVerifyLink(server, next))).get('type')).toBe('email_change');
    expect((await currentUser(client))?.email).toBe(next);
  });
});
