import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { authHeaders, newUser, startTestServer } from '../support/harness.ts';
import { sendRaw } from './fuzz/rawHttp.ts';

/* Bugs the fuzzer (fuzz.test.ts) found, each pinned by the kind of request that showed it. */

let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const dated = { 'X-Supabase-Api-Version': '2024-01-01' };

async function call(method: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...authHeaders(server), ...headers },
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('bugs the fuzzer found', () => {
  it("an unknown route under an API answers in that API's error shape, not the gateway's", async () => {
    expect(await call('GET', '/auth/v1/no-such-endpoint', dated)).toMatchObject({
      status: 404,
      body: JSON.stringify({ code: 'not_found', message: 'Not Found' }),
    });
    expect(await call('DELETE', '/auth/v1/health')).toMatchObject({
      status: 404,
      body: JSON.stringify({ code: 404, error_code: 'not_found', msg: 'Not Found' }),
    });
    expect(JSON.parse((await call('GET', '/rest/v1/products/extra')).body)).toEqual({
      code: 'PGRST125',
      details: null,
      hint: null,
      message: 'Invalid path specified in request URL',
    });
    expect(JSON.parse((await call('GET', '/storage/v1/no-such-route')).body)).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Route not found',
    });
    expect(JSON.parse((await call('POST', '/functions/v1/')).body)).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
  });

  it('a TRACE request to a function (a method fetch cannot forward) is a 405, not a server error', async () => {
    // fetch refuses to send TRACE at all, so this goes over plain HTTP.
    const response = await sendRaw(server.url, {
      method: 'TRACE',
      path: '/functions/v1/send-reset-email',
      headers: authHeaders(server),
    });
    expect(response.status).toBe(405);
    expect(JSON.parse(response.body.toString())).toEqual({ error: 'Method TRACE not allowed' });
  });

  it('a verify link whose token holds a NUL character redirects as an invalid link, not a server error', async () => {
    const response = await call('GET', '/auth/v1/verify?token=%00&type=signup');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('a large upload refused before it is read leaves a kept-alive connection usable while the server is busy', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { port } = new URL(server.url);
    // The server runs in this process, so blocking here stands for PGlite holding its event loop.
    const holdEventLoop = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until);
    };
    const send = (method: string, path: string, body?: Buffer, afterAnswer?: () => void) =>
      new Promise<number>((resolve, reject) => {
        const outgoing = request(
          {
            agent,
            host: '127.0.0.1',
            port,
            method,
            path,
            headers: { apikey: server.anonKey, 'content-length': body?.length ?? 0 },
          },
          (incoming) => {
            incoming.resume();
            incoming.on('end', () => {
              afterAnswer?.();
              resolve(incoming.statusCode ?? 0);
            });
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    try {
      const refused = await send(
        'POST',
        '/auth/v1/no-such-endpoint',
        Buffer.alloc(900_000, 120),
        () => holdEventLoop(700),
      );
      expect(refused).toBe(404);
      expect(await send('GET', '/auth/v1/health')).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('a metadata update keeps a __proto__ key, as sign-up does, instead of dropping it', async () => {
    // Found by reading the code while triaging the fuzzer's prototype-key findings.
    const { client } = await newUser(server, 'proto-key');
    const data = JSON.parse('{"__proto__": {"nested": 1}, "plan": "pro"}') as Record<
      string,
      unknown
    >;
    const { error } = await client.auth.updateUser({ data });
    expect(error).toBeNull();
    const { data: current } = await client.auth.getUser();
    const metadata = current.user?.user_metadata ?? {};
    expect(Object.hasOwn(metadata, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(metadata, '__proto__')?.value).toEqual({ nested: 1 });
    expect(metadata.plan).toBe('pro');
  });
});
