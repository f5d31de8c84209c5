import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { maxJsonDepth } from '../../src/http/jsonInput.ts';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  authHeaders,
  clientFor,
  newUser,
  seededAccounts,
  serviceClient,
  startTestServer,
  uniqueEmail,
} from '../support/harness.ts';

/*
 * Hostile and broken requests, and input a client can send but Postgres cannot store or that trips the server's own
 * lookups: each must get a 4xx in the shape its API uses, never a 5xx (supabase-js retries 5xx, multiplying the
 * load), must store nothing, and must leave the server answering.
 */

let server: LocalSupabase;
const statuses: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
afterEach(async () => {
  expect(statuses.every((s) => s < 500)).toBe(true);
  statuses.length = 0;
  const healthy = await clientFor(server).from('products').select('id');
  expect(healthy.data).toHaveLength(10);
});

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, init);
  statuses.push(response.status);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: compared as text.
  }
  return { status: response.status, body, headers: response.headers };
}

const dated = { 'X-Supabase-Api-Version': '2024-01-01' };
const json = { 'Content-Type': 'application/json' };
const oneMiBPlus = 'x'.repeat(1024 * 1024 + 1);

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function tokens() {
  const key = new TextEncoder().encode(server.jwtSecret);
  const claims = {
    sub: '5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b01',
    role: 'authenticated',
    aud: 'authenticated',
  };
  return {
    expired: await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_000_100)
      .sign(key),
    forged: await new SignJWT({ ...claims, role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-completely-different-secret-of-32-chars')),
    algNone: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, role: 'service_role', exp: 4_000_000_000 })}.`,
    badSub: await new SignJWT({ ...claims, sub: 'not-a-uuid' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key),
  };
}

/** `{"a":{"a":...}}`, `depth` objects deep, built as text so no JavaScript stack is involved. */
function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
}

/** The sign-up must have stored nothing: the address is still free. */
async function expectNoAccount(email: string, password: string) {
  const { error } = await clientFor(server).auth.signInWithPassword({ email, password });
  expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
}

describe('gateway', () => {
  it('requires a known API key', async () => {
    expect(await call('/rest/v1/products')).toMatchObject({
      status: 401,
      body: { message: 'No API key found in request' },
    });
    expect(
      await call('/auth/v1/settings', { headers: { apikey: 'sb_publishable_wrong' } }),
    ).toMatchObject({
      status: 401,
      body: { message: 'Invalid authentication credentials' },
    });
  });
});

describe('malformed bodies and content types', () => {
  it('rejects malformed JSON everywhere', async () => {
    const headers = { ...authHeaders(server), ...json, ...dated };
    expect(
      await call('/auth/v1/signup', { method: 'POST', headers, body: '{"email": ' }),
    ).toMatchObject({ status: 400, body: { code: 'bad_json' } });
    expect(
      await call('/auth/v1/token?grant_type=password', { method: 'POST', headers, body: '[1,2]' }),
    ).toMatchObject({ status: 400, body: { code: 'bad_json' } });
    expect(
      await call('/auth/v1/signup', {
        method: 'POST',
        headers,
        body: '{"email": 42, "password": "secret-pass"}',
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'bad_json' },
    });
    expect(
      await call('/rest/v1/products', { method: 'POST', headers, body: '{"name": ' }),
    ).toMatchObject({ status: 400, body: { code: 'PGRST102' } });
    expect(
      await call('/rest/v1/products', { method: 'POST', headers, body: '[1, "two"]' }),
    ).toMatchObject({ status: 400, body: { code: 'PGRST102' } });
    expect(
      await call('/functions/v1/send-reset-email', { method: 'POST', headers, body: '{"email"' }),
    ).toMatchObject({ status: 400 });
  });

  it('rejects wrong content types', async () => {
    expect(
      await call('/rest/v1/products', {
        method: 'POST',
        headers: { ...authHeaders(server), 'Content-Type': 'text/plain' },
        body: '{}',
      }),
    ).toMatchObject({ status: 415, body: { code: 'PGRST107' } });
    expect(
      await call('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: {
          ...authHeaders(server),
          ...dated,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'email=a%40b.c&password=secret',
      }),
    ).toMatchObject({ status: 400, body: { code: 'bad_json' } });
    expect(
      await call('/rest/v1/products', {
        headers: { ...authHeaders(server), Accept: 'application/xml' },
      }),
    ).toMatchObject({
      status: 406,
      body: { code: 'PGRST107' },
    });
  });

  it('refuses bodies over 1 MiB, with or without a length', async () => {
    const headers = { ...authHeaders(server), ...json, ...dated };
    expect(
      await call('/auth/v1/signup', { method: 'POST', headers, body: oneMiBPlus }),
    ).toMatchObject({
      status: 413,
      body: { code: 'request_entity_too_large' },
    });
    expect(
      (await call('/rest/v1/products', { method: 'POST', headers, body: oneMiBPlus })).status,
    ).toBe(413);
    expect(
      (await call('/functions/v1/send-reset-email', { method: 'POST', headers, body: oneMiBPlus }))
        .status,
    ).toBe(413);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 17; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(120));
        controller.close();
      },
    });
    const streamed = await call('/auth/v1/signup', {
      method: 'POST',
      headers,
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});

describe('auth inputs', () => {
  it('refuses unknown grant types and odd refresh tokens', async () => {
    const headers = { ...authHeaders(server), ...json, ...dated };
    expect(
      await call('/auth/v1/token?grant_type=client_credentials', {
        method: 'POST',
        headers,
        body: '{}',
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'invalid_credentials', message: 'unsupported_grant_type' },
    });
    expect(await call('/auth/v1/token', { method: 'POST', headers, body: '{}' })).toMatchObject({
      status: 400,
    });
    for (const refresh_token of [null, 42, '', 'x'.repeat(300), "' or 1=1 --"]) {
      const result = await call('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers,
        body: JSON.stringify({ refresh_token }),
      });
      expect(result.status).toBe(400);
    }
  });

  it('handles verify links with unknown tokens and types', async () => {
    const failed = await fetch(
      `${server.url}/auth/v1/verify?token=${'0'.repeat(56)}&type=recovery`,
      { redirect: 'manual' },
    );
    statuses.push(failed.status);
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toContain('error_code=otp_expired');
    expect(await call('/auth/v1/verify?token=x&type=drop_table', { headers: dated })).toMatchObject(
      { status: 400, body: { code: 'validation_failed' } },
    );
    expect(
      await call('/auth/v1/admin/users/not-a-uuid', {
        headers: authHeaders(server, server.serviceRoleKey),
      }),
    ).toMatchObject({ status: 404 });
  });

  it('a NUL character in the e-mail of a password sign-in is a 400, not a server error', async () => {
    const { error } = await clientFor(server).auth.signInWithPassword({
      email: `${seededAccounts.member.email}\u0000`,
      password: seededAccounts.member.password,
    });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'validation_failed' });
  });

  it('a NUL character or a lone surrogate in sign-up metadata, in a value or a key, is a 400 and creates no account', async () => {
    for (const data of [
      { display_name: 'Ada\u0000Lovelace' },
      { 'display\u0000name': 'Ada' },
      { display_name: 'broken \ud800 half' },
      { nested: { list: ['fine', 'half \udc00'] } },
    ]) {
      const email = uniqueEmail('unstorable');
      const password = 'correct horse battery';
      const { data: result, error } = await clientFor(server).auth.signUp({
        email,
        password,
        options: { data },
      });
      expect(error, JSON.stringify(data)).toMatchObject({
        name: 'AuthApiError',
        status: 400,
        code: 'validation_failed',
      });
      expect(result.user).toBeNull();
      await expectNoAccount(email, password);
    }
  });

  it('a verify link whose type is an inherited property name (constructor, __proto__, toString) is a 400', async () => {
    for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const response = await fetch(`${server.url}/auth/v1/verify?token=x&type=${type}`, {
        headers: dated,
        redirect: 'manual',
      });
      expect(response.status, type).toBe(400);
      expect(await response.json(), type).toMatchObject({
        code: 'validation_failed',
        message: `Unsupported verification type "${type}"`,
      });
    }
  });

  it('sign-up metadata nested 5,000 or 100,000 deep is a 400 and creates no account', async () => {
    for (const depth of [5_000, 100_000]) {
      const email = uniqueEmail('deep');
      const password = 'correct horse battery';
      // Built as text: supabase-js cannot even serialise this much nesting.
      const response = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { ...authHeaders(server), ...dated, 'Content-Type': 'application/json' },
        body: `{"email":"${email}","password":"${password}","data":${nestedJson(depth)}}`,
      });
      expect(response.status, `depth ${depth}`).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'bad_json',
        message: expect.any(String),
      });
      await expectNoAccount(email, password);
    }
  });

  it('sign-up metadata as deep as the limit allows is still stored', async () => {
    const email = uniqueEmail('limit');
    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { ...authHeaders(server), ...dated, 'Content-Type': 'application/json' },
      // The body object itself is one level, so the metadata may take the rest.
      body: `{"email":"${email}","password":"correct horse battery","data":${nestedJson(maxJsonDepth - 1)}}`,
    });
    expect(response.status).toBe(200);
  });
});

describe('REST inputs', () => {
  it('treats SQL-looking filter values as plain values', async () => {
    const db = clientFor(server).from('products');
    expect((await db.select('id').eq('name', "'; drop table products; --")).data).toEqual([]);
    expect(
      (await db.select('id').in('slug', ['a', `b'); delete from products; --`, '"quoted,comma"']))
        .data,
    ).toEqual([]);
    expect((await db.select('id').ilike('name', "%' or '1'='1")).data).toEqual([]);
  });

  it('rejects SQL-looking column names, operators and unknown tables', async () => {
    const headers = authHeaders(server);
    for (const query of [
      'select=name;drop table products',
      'select=name,(select 1)',
      'select=*,auth.users(*)',
      'name;drop=eq.x',
      'order=name;drop table products',
      'order=name.sideways',
      'name=equals.x',
      'name=in.no-parens',
      'or=name.eq.x',
      'or=(name.eq.x,id.sideways.y)',
    ]) {
      const result = await call(`/rest/v1/products?${query.replaceAll(' ', '%20')}`, { headers });
      expect([400, 404]).toContain(result.status);
      expect(result.body).toMatchObject({ code: expect.stringMatching(/^(PGRST\d{3}|42703)$/) });
    }
    expect((await call('/rest/v1/products?select=password', { headers })).body).toMatchObject({
      code: '42703',
    });
    for (const table of [
      'pg_user',
      'users',
      'auth.users',
      '..%2Fauth%2Fusers',
      'products%3Bdrop%20table%20x',
    ]) {
      const result = await call(`/rest/v1/${table}`, { headers });
      expect(result.status).toBe(404);
    }
  });

  it('caps or rejects absurd limits and offsets', async () => {
    const headers = authHeaders(server);
    for (const bad of [
      'limit=-1',
      'limit=1e9',
      'limit=99999999999999999999',
      'offset=-5',
      'limit=abc',
    ]) {
      expect(await call(`/rest/v1/products?${bad}`, { headers })).toMatchObject({
        status: 400,
        body: { code: 'PGRST100' },
      });
    }
    const huge = await call('/rest/v1/products?limit=100000000', { headers });
    expect(huge.status).toBe(200);
    expect(huge.body).toHaveLength(10);
    expect(await call('/rest/v1/products?offset=999999999999', { headers })).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it('rejects invalid UUIDs and unsupported methods', async () => {
    const headers = authHeaders(server);
    expect(await call('/rest/v1/products?id=eq.123', { headers })).toMatchObject({
      status: 400,
      body: { code: '22P02' },
    });
    expect(await call('/rest/v1/products', { method: 'PUT', headers, body: '{}' })).toMatchObject({
      status: 405,
      body: { code: 'PGRST117' },
    });
  });

  it('an insert nested 5,000 deep is a 400 in PostgREST shape, even for the service role', async () => {
    for (const key of [server.anonKey, server.serviceRoleKey]) {
      const response = await fetch(`${server.url}/rest/v1/products`, {
        method: 'POST',
        headers: { ...authHeaders(server, key), 'Content-Type': 'application/json' },
        body: `{"name":"Deep","slug":"deep","page_type":"landing","description":${nestedJson(5_000)}}`,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: expect.any(String),
        hint: null,
      });
    }
  });
});

describe('tokens', () => {
  it('rejects expired, forged and alg:none tokens on every API', async () => {
    const { expired, forged, algNone, badSub } = await tokens();
    const rest = (token: string) =>
      call('/rest/v1/subscribers', { headers: authHeaders(server, token) });
    expect(await rest(expired)).toMatchObject({
      status: 401,
      body: { code: 'PGRST303', message: 'JWT expired' },
    });
    expect(await rest(forged)).toMatchObject({ status: 401, body: { code: 'PGRST301' } });
    expect(await rest(algNone)).toMatchObject({ status: 401, body: { code: 'PGRST301' } });
    expect(await rest('not.a.jwt')).toMatchObject({ status: 401, body: { code: 'PGRST301' } });

    const user = (token: string) =>
      call('/auth/v1/user', { headers: { ...authHeaders(server, token), ...dated } });
    for (const token of [expired, forged, algNone])
      expect(await user(token)).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
    expect(await user(badSub)).toMatchObject({ status: 400, body: { code: 'bad_jwt' } });

    const fn = (token: string) =>
      call('/functions/v1/check-subscription', {
        method: 'POST',
        headers: authHeaders(server, token),
      });
    for (const token of [expired, forged, algNone])
      expect(await fn(token)).toMatchObject({ status: 401, body: { message: 'Invalid JWT' } });

    const admin = await call('/auth/v1/admin/generate_link', {
      method: 'POST',
      headers: { ...authHeaders(server, forged), ...json, ...dated },
      body: JSON.stringify({ type: 'recovery', email: 'subscriber@example.com' }),
    });
    expect(admin.status).toBe(403);
  });

  it('keeps access tokens usable for REST until they expire, even after sign-out', async () => {
    const { client } = await newUser(server, 'stale');
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    await client.auth.signOut();
    expect(
      await call('/rest/v1/products?select=id&limit=1', { headers: authHeaders(server, token) }),
    ).toMatchObject({ status: 200 });
    expect((await serviceClient(server).from('products').select('id')).data).toHaveLength(10);
  });
});
