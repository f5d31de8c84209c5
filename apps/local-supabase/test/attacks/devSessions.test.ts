import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { newUser, startTestServer } from '../support/harness.ts';

/*
 * POST /__dev/sessions/backdate rewrites when an account's sessions began, so an old session's path (a
 * password change that needs a mailed nonce) can be tried without waiting a day. Only the developer may use
 * it: a caller without the service key, or a page that points its own name at 127.0.0.1, changes nothing.
 */

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer({ auth: { securePasswordChange: true } });
});
afterAll(() => server.stop());

/** A raw HTTP POST, since fetch will not send a Host header of the caller's choosing. */
function backdate(
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const url = new URL('/__dev/sessions/backdate', server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const passwordChangeError = async (client: Awaited<ReturnType<typeof newUser>>['client']) =>
  (await client.auth.updateUser({ password: `changed-${Date.now()}` })).error?.code ?? null;

describe('backdating sessions', () => {
  it('makes a session old enough that a password change asks for the mailed nonce', async () => {
    const { client, email } = await newUser(server, 'backdate');
    const answer = await backdate(JSON.stringify({ email: email.toUpperCase(), hours: 25 }), {
      apikey: server.serviceRoleKey,
    });
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ backdated: 1 }) });
    expect(await passwordChangeError(client)).toBe('reauthentication_needed');
  });

  it('changes nothing for a caller without the service key', async () => {
    const { client, email } = await newUser(server, 'backdate-anon');
    const body = JSON.stringify({ email, hours: 25 });
    expect((await backdate(body, {})).status).toBe(401);
    expect((await backdate(body, { apikey: server.anonKey })).status).toBe(401);
    expect(await passwordChangeError(client)).toBeNull();
  });

  it('changes nothing for a page whose own name points at 127.0.0.1 (DNS rebinding)', async () => {
    const { client, email } = await newUser(server, 'backdate-rebind');
    const answer = await backdate(JSON.stringify({ email, hours: 25 }), {
      host: 'attacker.example:54321',
      apikey: server.serviceRoleKey,
    });
    expect(answer.status).toBe(403);
    expect(await passwordChangeError(client)).toBeNull();
  });

  it.each([
    ['not JSON', '{email'],
    ['no e-mail', JSON.stringify({ hours: 25 })],
    ['hours as text', JSON.stringify({ email: 'a@b.co', hours: '25' })],
    ['a fraction of an hour', JSON.stringify({ email: 'a@b.co', hours: 0.5 })],
    ['hours into the future', JSON.stringify({ email: 'a@b.co', hours: -25 })],
    ['more than a year', JSON.stringify({ email: 'a@b.co', hours: 24 * 366 })],
  ])('answers %s with a 400 that says what it expects', async (_, body) => {
    const answer = await backdate(body, { apikey: server.serviceRoleKey });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'validation_failed' });
  });

  it.each([
    ['a NUL in the e-mail', { email: 'a\u0000@b.co', hours: 25 }],
    ['an unpaired surrogate in the e-mail', { email: 'a\ud800@b.co', hours: 25 }],
  ])('answers %s with a 400 naming the field (issue 24, item 5)', async (_, body) => {
    const answer = await backdate(JSON.stringify(body), { apikey: server.serviceRoleKey });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'validation_failed',
      message: expect.stringContaining('email'),
    });
  });
});
