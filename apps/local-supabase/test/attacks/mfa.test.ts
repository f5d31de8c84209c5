import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/tokens/totp.ts';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  authHeaders,
  databaseBackends,
  newUser,
  serviceClient,
  signedInClient,
  startTestServer,
  userWithTotp,
} from '../support/harness.ts';

/*
 * Attacks on two-factor authentication: reaching another user's factor, stepping up with a code that is not
 * fresh, from another factor or for an expired challenge, guessing codes, unenrolling without the second factor,
 * and bodies no client sends. On PGlite and, when DATABASE_URL is set, on PostgreSQL.
 */

const now = () => Date.now() / 1000;

async function rawFactorCall(
  server: LocalSupabase,
  accessToken: string,
  path: string,
  method = 'POST',
  body?: string,
) {
  const response = await fetch(`${server.url}/auth/v1/factors${path}`, {
    method,
    headers: {
      ...authHeaders(server, accessToken),
      'X-Supabase-Api-Version': '2024-01-01',
      'Content-Type': 'application/json',
    },
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function factorCount(server: LocalSupabase, userId: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    'select count(*)::int as n from auth.mfa_factors where user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? -1;
}

describe.each(databaseBackends)('two-factor attacks on $name', ({ databaseUrl }) => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer({ ...(databaseUrl ? { databaseUrl } : {}) });
  });
  afterAll(() => server.stop());

  const tokenOf = async (client: Awaited<ReturnType<typeof newUser>>['client']) =>
    (await client.auth.getSession()).data.session?.access_token ?? '';

  it("an attacker cannot challenge, verify or remove another user's factor", async () => {
    const victim = await userWithTotp(server, 'mfa-victim');
    const attacker = await newUser(server, 'mfa-attacker');
    const token = await tokenOf(attacker.client);
    const notFound = {
      status: 404,
      body: { code: 'mfa_factor_not_found', message: 'Factor not found' },
    };
    expect(await rawFactorCall(server, token, `/${victim.factorId}/challenge`)).toEqual(notFound);
    expect(
      await rawFactorCall(
        server,
        token,
        `/${victim.factorId}/verify`,
        'POST',
        JSON.stringify({ challenge_id: victim.factorId, code: totpCode(victim.secret, now()) }),
      ),
    ).toEqual(notFound);
    expect(await rawFactorCall(server, token, `/${victim.factorId}`, 'DELETE')).toEqual(notFound);
    expect((await victim.client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
  });

  it('an attacker holding the password cannot read the subscription from an aal1 session', async () => {
    const victim = await userWithTotp(server, 'mfa-rls');
    const stored = await serviceClient(server).from('subscribers').insert({
      user_id: victim.id,
      email: victim.email,
      subscribed: true,
      subscription_tier: 'Pro',
    });
    expect(stored.error).toBeNull();
    const attacker = await signedInClient(server, victim.email, victim.password);
    expect((await attacker.from('subscribers').select('email')).data).toEqual([]);
    // The owner's aal2 session still reads it, and so does anyone without a second factor.
    expect((await victim.client.from('subscribers').select('email')).data).toEqual([
      { email: victim.email },
    ]);
  });

  it('an attacker holding the password cannot unenroll the factor from an aal1 session', async () => {
    const victim = await userWithTotp(server, 'mfa-unenroll');
    const attacker = await signedInClient(server, victim.email, victim.password);
    expect((await attacker.auth.mfa.unenroll({ factorId: victim.factorId })).error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
    });
    expect((await victim.client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
  });

  it('an attacker cannot enroll a factor of their own on an aal1 session of a protected account', async () => {
    const victim = await userWithTotp(server, 'mfa-enroll');
    const attacker = await signedInClient(server, victim.email, victim.password);
    expect((await attacker.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
    });
  });

  it('an attacker who saw a code cannot use it again, not even through a new challenge', async () => {
    const victim = await userWithTotp(server, 'mfa-replay');
    const used = totpCode(victim.secret, now() + 30);
    const stepped = await victim.client.auth.mfa.challengeAndVerify({
      factorId: victim.factorId,
      code: used,
    });
    expect(stepped.error).toBeNull();
    // The step-up ended every aal1 session, so the attacker signs in after it.
    const attacker = await signedInClient(server, victim.email, victim.password);
    const replay = await attacker.auth.mfa.challengeAndVerify({
      factorId: victim.factorId,
      code: used,
    });
    expect(replay.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    // Nor an older code of the window, once a newer one was accepted.
    const older = await attacker.auth.mfa.challengeAndVerify({
      factorId: victim.factorId,
      code: totpCode(victim.secret, now()),
    });
    expect(older.error).toMatchObject({ code: 'mfa_verification_failed' });
  });

  it('a challenge is spent by its first successful verification', async () => {
    const { client, secret, factorId } = await userWithTotp(server, 'mfa-challenge-once');
    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    const code = totpCode(secret, now() + 30);
    expect((await client.auth.mfa.verify({ factorId, challengeId, code })).error).toBeNull();
    expect((await client.auth.mfa.verify({ factorId, challengeId, code })).error).toMatchObject({
      status: 422,
      code: 'mfa_ip_address_mismatch',
    });
  });

  it('a code of another factor does not verify this one', async () => {
    const { client, secret } = await userWithTotp(server, 'mfa-other-factor');
    const second = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Backup' });
    expect(second.error).toBeNull();
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: second.data?.id ?? '',
      code: totpCode(secret, now() + 30),
    });
    expect(verified.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
  });

  it('an expired challenge is refused and removed', async () => {
    const { client, secret, factorId } = await userWithTotp(server, 'mfa-expired');
    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    await server.db.query(
      "update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1",
      [challengeId],
    );
    const code = totpCode(secret, now() + 30);
    const late = await client.auth.mfa.verify({ factorId, challengeId, code });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    expect((await client.auth.mfa.verify({ factorId, challengeId, code })).error).toMatchObject({
      code: 'mfa_factor_not_found',
    });
  });

  it('malformed factor requests are 4xx, never 5xx', async () => {
    const { client, factorId } = await userWithTotp(server, 'mfa-malformed');
    const token = await tokenOf(client);
    const cases: [string, string, string | undefined][] = [
      ['', 'POST', '[]'],
      ['', 'POST', '{"factor_type": 7}'],
      ['', 'POST', '{"factor_type": "sms"}'],
      ['/not-a-uuid/challenge', 'POST', undefined],
      [`/${factorId}/verify`, 'POST', '{"challenge_id": "x", "code": "123456"}'],
      [`/${factorId}/verify`, 'POST', '{"challenge_id": null, "code": null}'],
      [`/${factorId}/verify`, 'POST', '{"code": ["1"]}'],
      [`/${factorId}/verify`, 'POST', '{not json'],
      [`/${factorId}`, 'PUT', '{}'],
    ];
    for (const [path, method, body] of cases) {
      const answer = await rawFactorCall(server, token, path, method, body);
      expect(answer.status, `${method} ${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path} ${body}`).toBeLessThan(500);
    }
    const anon = await rawFactorCall(server, server.anonKey, '', 'POST', '{"factor_type":"totp"}');
    expect(anon).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
  });

  it('an enrollment refused for an oversized issuer or name is a 4xx and leaves no factor behind (issue 24, item 3)', async () => {
    const { client } = await newUser(server, 'mfa-oversized');
    const token = await tokenOf(client);
    const bodies = [
      { factor_type: 'totp', issuer: 'x'.repeat(3000) },
      { factor_type: 'totp', issuer: '\u00e9'.repeat(600) },
      { factor_type: 'totp', friendly_name: 'n'.repeat(3000) },
    ];
    for (const body of bodies) {
      const answer = await rawFactorCall(server, token, '', 'POST', JSON.stringify(body));
      expect(answer, JSON.stringify(body).slice(0, 60)).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', message: expect.any(String) },
      });
    }
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    const fits = await rawFactorCall(server, token, '', 'POST', '{"factor_type":"totp"}');
    expect(fits.status).toBe(200);
  });

  it('concurrent enrollments never pass the factor limit and never answer 5xx (issue 24, item 8)', async () => {
    const { client, id } = await newUser(server, 'mfa-burst');
    const token = await tokenOf(client);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        rawFactorCall(
          server,
          token,
          '',
          'POST',
          JSON.stringify({ factor_type: 'totp', friendly_name: `key ${i}` }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 422)).toEqual([]);
    const stored = await factorCount(server, id);
    expect(stored).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 200).length).toBe(stored);
  });

  it('concurrent enrollments under one friendly name: one factor, the others a 422 conflict (issue 24, item 8)', async () => {
    const { client, id } = await newUser(server, 'mfa-same-name');
    const token = await tokenOf(client);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        rawFactorCall(server, token, '', 'POST', '{"factor_type":"totp","friendly_name":"Phone"}'),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 422, 422, 422, 422, 422, 422, 422,
    ]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(answer.body.code).toBe('mfa_factor_name_conflict');
    }
    expect(await factorCount(server, id)).toBe(1);
  });

  it('challenges started at once, across factors and on one factor, all succeed (issue 24, item 8)', async () => {
    const users = await Promise.all(
      Array.from({ length: 4 }, () => userWithTotp(server, 'mfa-burst-challenge')),
    );
    const calls = users.flatMap((user) =>
      Array.from({ length: 10 }, async () =>
        rawFactorCall(server, await tokenOf(user.client), `/${user.factorId}/challenge`),
      ),
    );
    const statuses = (await Promise.all(calls)).map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});

describe('guessing TOTP codes', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer({ auth: { rateLimitMfaPerMinute: 15 } });
  });
  afterAll(() => server.stop());

  it('is cut off after the burst by the per-IP limit', async () => {
    const { client, factorId, secret } = await userWithTotp(server, 'mfa-guess');
    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    const right = totpCode(secret, now() + 30);
    const statuses: number[] = [];
    for (let guess = 0; guess < 32; guess += 1) {
      const code = String(guess).padStart(6, '0');
      if (code === right) continue;
      const { error } = await client.auth.mfa.verify({ factorId, challengeId, code });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
    const { error } = await client.auth.mfa.verify({ factorId, challengeId, code: right });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
