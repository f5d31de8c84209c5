import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  clientFor,
  databaseBackends,
  serviceClient,
  startTestServer,
  uniqueEmail,
} from '../support/harness.ts';

/*
 * Attacks on accounts: taking over an account before its owner confirms it, the part of a password bcrypt
 * never reads, and one mailed link spent twice. The link race runs on PGlite and, when DATABASE_URL is set
 * (scripts/with-postgres.sh), on PostgreSQL, where requests really run in parallel.
 */

const dated = { 'X-Supabase-Api-Version': '2024-01-01', 'Content-Type': 'application/json' };

/** The newest mail to `to`, and the token hash of its verification link. */
async function newestMailToken(server: LocalSupabase, to: string): Promise<string> {
  const [mail] = server.mailbox.list(to);
  const link = mail?.links.find((l) => l.includes('/auth/v1/verify'));
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no verification link mailed to ${to}`);
  return token;
}

describe('an attacker signing up for an address that has an unconfirmed account', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer({ auth: { mailerAutoconfirm: false } });
  });
  afterAll(() => server.stop());

  it('cannot set the password or the profile the owner later confirms', async () => {
    const email = uniqueEmail('victim');
    const victim = clientFor(server);
    const signedUp = await victim.auth.signUp({
      email,
      password: 'victim-password-1',
      options: { data: { name: 'Victim' } },
    });
    expect(signedUp.error).toBeNull();

    const attack = await clientFor(server).auth.signUp({
      email,
      password: 'attacker-password-1',
      options: { data: { name: 'Attacker' } },
    });
    expect(attack.error).toBeNull();
    expect(attack.data.session).toBeNull();
    // The answer tells the attacker nothing about the existing account.
    expect(attack.data.user?.id).not.toBe(signedUp.data.user?.id);

    const verified = await clientFor(server).auth.verifyOtp({
      type: 'signup',
      token_hash: await newestMailToken(server, email),
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.user_metadata.name).toBe('Victim');

    const asAttacker = await clientFor(server).auth.signInWithPassword({
      email,
      password: 'attacker-password-1',
    });
    expect(asAttacker.error?.code).toBe('invalid_credentials');
    const asVictim = await clientFor(server).auth.signInWithPassword({
      email,
      password: 'victim-password-1',
    });
    expect(asVictim.error).toBeNull();
  });
});

describe('an attacker signing up for an admin-created unconfirmed account', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('gets no session and changes nothing, even with auto-confirm on', async () => {
    const email = uniqueEmail('invited');
    const admin = serviceClient(server);
    const created = await admin.auth.admin.createUser({
      email,
      password: 'set-by-the-admin-1',
      user_metadata: { plan: 'team' },
    });
    expect(created.error).toBeNull();

    const attack = await clientFor(server).auth.signUp({
      email,
      password: 'attacker-password-1',
      options: { data: { plan: 'attacker' } },
    });
    expect(attack.error).toBeNull();
    expect(attack.data.session).toBeNull();

    const stored = await admin.auth.admin.getUserById(created.data.user?.id ?? '');
    expect(stored.data.user?.email_confirmed_at).toBeUndefined();
    expect(stored.data.user?.user_metadata).toEqual({ plan: 'team' });
    const asAttacker = await clientFor(server).auth.signInWithPassword({
      email,
      password: 'attacker-password-1',
    });
    expect(asAttacker.error?.code).toBe('invalid_credentials');
  });
});

describe('a password longer than bcrypt reads (72 bytes)', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const signUp = (password: string) =>
    fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { ...dated, apikey: server.anonKey },
      body: JSON.stringify({ email: uniqueEmail('long'), password }),
    });

  it('is refused at sign-up with a clear message, counted in bytes', async () => {
    for (const password of ['a1'.repeat(36) + 'b', '€'.repeat(25)]) {
      const response = await signUp(password);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'validation_failed',
        message: 'Password cannot be longer than 72 characters',
      });
    }
    expect((await signUp('a1'.repeat(36))).status).toBe(200);
  });

  it('does not sign in to an account whose password is its first 72 bytes', async () => {
    const email = uniqueEmail('prefix');
    const password = 'p4'.repeat(36);
    const owner = await clientFor(server).auth.signUp({ email, password });
    expect(owner.error).toBeNull();

    const longer = await clientFor(server).auth.signInWithPassword({
      email,
      password: `${password}-and-anything-after`,
    });
    expect(longer.error?.code).toBe('invalid_credentials');
    const exact = await clientFor(server).auth.signInWithPassword({ email, password });
    expect(exact.error).toBeNull();
  });
});

describe('a guess at the password of a banned account', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('gets the same answer as any wrong password; only the right one learns of the ban', async () => {
    const email = uniqueEmail('banned');
    const password = 'banned-owner-1';
    const owner = await clientFor(server).auth.signUp({ email, password });
    expect(owner.error).toBeNull();
    await server.db.query(
      `update auth.users set banned_until = now() + interval '1 day' where id = $1`,
      [owner.data.user?.id],
    );

    const guess = await clientFor(server).auth.signInWithPassword({ email, password: 'a-guess-1' });
    expect(guess.error?.code).toBe('invalid_credentials');
    const right = await clientFor(server).auth.signInWithPassword({ email, password });
    expect(right.error?.code).toBe('user_banned');
    expect(right.data.session).toBeNull();
  });
});

describe.each(databaseBackends)(
  'one mailed link used by parallel requests on $name',
  ({ databaseUrl }) => {
    let server: LocalSupabase;
    beforeAll(async () => {
      server = await startTestServer({
        auth: { mailerAutoconfirm: false },
        ...(databaseUrl ? { databaseUrl } : {}),
      });
    });
    afterAll(() => server.stop());

    it('gives exactly one session', async () => {
      const email = uniqueEmail('race');
      const signedUp = await clientFor(server).auth.signUp({ email, password: 'race-password-1' });
      expect(signedUp.error).toBeNull();
      const tokenHash = await newestMailToken(server, email);

      const attempts = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${server.url}/auth/v1/verify`, {
            method: 'POST',
            headers: { ...dated, apikey: server.anonKey },
            body: JSON.stringify({ type: 'signup', token_hash: tokenHash }),
          }),
        ),
      );
      const statuses = attempts.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 403, 403, 403, 403, 403, 403, 403]);
    });
  },
);
