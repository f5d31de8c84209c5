import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/tokens/totp.ts';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  clientFor,
  newUser,
  serviceClient,
  signedInClient,
  startTestServer,
  userWithTotp,
} from '../support/harness.ts';

/*
 * The delete-account function deletes whoever the access token names, and no one else: the body is never read,
 * a token that is no live user session is a 401, and a protected account wants its second factor first.
 */

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function callDeleteAccount(headers: Record<string, string>, body?: string) {
  return fetch(`${server.url}/functions/v1/delete-account`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body }),
  });
}

async function accessToken(client: ReturnType<typeof clientFor>) {
  return (await client.auth.getSession()).data.session?.access_token ?? '';
}

async function userExists(id: string): Promise<boolean> {
  return (await serviceClient(server).auth.admin.getUserById(id)).data.user !== null;
}

describe('delete-account', () => {
  it('deletes the caller and their subscription row, through supabase-js', async () => {
    const { client, id, email, password } = await newUser(server, 'delete-me');
    const stored = await serviceClient(server)
      .from('subscribers')
      .insert({ user_id: id, email, subscribed: true, subscription_tier: 'Pro' });
    expect(stored.error).toBeNull();

    const { data, error } = await client.functions.invoke('delete-account');
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });
    expect(await userExists(id)).toBe(false);
    const rows = await serviceClient(server).from('subscribers').select('id').eq('email', email);
    expect(rows.data).toEqual([]);
    expect(
      (await clientFor(server).auth.signInWithPassword({ email, password })).error,
    ).toMatchObject({ code: 'invalid_credentials' });
  });

  it("an attacker naming another user's id in the body deletes only themselves", async () => {
    const victim = await newUser(server, 'delete-victim');
    const attacker = await newUser(server, 'delete-attacker');
    const response = await callDeleteAccount(
      { apikey: server.anonKey, Authorization: `Bearer ${await accessToken(attacker.client)}` },
      JSON.stringify({ user_id: victim.id, id: victim.id, email: victim.email }),
    );
    expect(response.status).toBe(200);
    expect(await userExists(victim.id)).toBe(true);
    expect(await userExists(attacker.id)).toBe(false);
  });

  it('refuses a caller without a token, with the anon key, or with an expired or forged token', async () => {
    const { client, id } = await newUser(server, 'delete-untouched');
    const expired = await new SignJWT({
      sub: id,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: crypto.randomUUID(),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(server.jwtSecret));
    const forged = `${(await accessToken(client)).slice(0, -4)}AAAA`;
    const answers = [
      [await callDeleteAccount({ apikey: server.anonKey }), 'Missing authorization header'],
      [
        await callDeleteAccount({
          apikey: server.anonKey,
          Authorization: `Bearer ${server.anonKey}`,
        }),
        'Invalid or expired session',
      ],
      [
        await callDeleteAccount({ apikey: server.anonKey, Authorization: `Bearer ${expired}` }),
        'Invalid JWT',
      ],
      [
        await callDeleteAccount({ apikey: server.anonKey, Authorization: `Bearer ${forged}` }),
        'Invalid JWT',
      ],
    ] as const;
    for (const [response, message] of answers) {
      expect(response.status).toBe(401);
      expect(JSON.stringify(await response.json())).toContain(message);
      expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    }
    expect(await userExists(id)).toBe(true);
  });

  it('refuses a signed-out session', async () => {
    const { client, id } = await newUser(server, 'delete-signed-out');
    const token = await accessToken(client);
    expect((await client.auth.signOut()).error).toBeNull();
    const response = await callDeleteAccount({
      apikey: server.anonKey,
      Authorization: `Bearer ${token}`,
    });
    expect(response.status).toBe(401);
    expect(await userExists(id)).toBe(true);
  });

  it('wants an aal2 session from a user with a verified factor', async () => {
    const { email, password, id, factorId, secret } = await userWithTotp(server, 'delete-mfa');
    const aal1 = await signedInClient(server, email, password);
    const refused = await aal1.functions.invoke('delete-account');
    expect(refused.error).not.toBeNull();
    const response = (refused.error as { context: Response }).context;
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: expect.stringContaining('aal2') });
    expect(await userExists(id)).toBe(true);

    const stepped = await aal1.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(secret, Date.now() / 1000 + 30),
    });
    expect(stepped.error).toBeNull();
    expect((await aal1.functions.invoke('delete-account')).error).toBeNull();
    expect(await userExists(id)).toBe(false);
  });

  it('two calls at once delete the account once and both get a clear answer, never a 5xx (issue 24, item 4)', async () => {
    const { client, id } = await newUser(server, 'delete-twice');
    const headers = {
      apikey: server.anonKey,
      Authorization: `Bearer ${await accessToken(client)}`,
    };
    const responses = await Promise.all([1, 2, 3].map(() => callDeleteAccount(headers)));
    const answers = await Promise.all(
      responses.map(async (response) => ({ status: response.status, body: await response.json() })),
    );
    for (const answer of answers) {
      expect([200, 401]).toContain(answer.status);
      expect(answer.body).toEqual(
        answer.status === 200 ? { deleted: true } : { error: expect.any(String) },
      );
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(await userExists(id)).toBe(false);
  });

  it('answers bad bodies and methods with a 4xx, never a 5xx', async () => {
    const { client, id } = await newUser(server, 'delete-bodies');
    const token = await accessToken(client);
    const get = await fetch(`${server.url}/functions/v1/delete-account`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` },
    });
    expect(get.status).toBe(405);
    for (const body of ['{not json', '[]', 'null', '"x"']) {
      const anon = await callDeleteAccount(
        { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` },
        body,
      );
      expect(anon.status).toBe(401);
    }
    expect(await userExists(id)).toBe(true);
    // The owner's own malformed body is not read at all: the account is still theirs to delete.
    const own = await callDeleteAccount(
      { apikey: server.anonKey, Authorization: `Bearer ${token}` },
      '{not json',
    );
    expect(own.status).toBe(200);
    expect(await userExists(id)).toBe(false);
  });
});
