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

describe('REST embedding', () => {
  const get = (query: string, token = server.anonKey) =>
    call(`/rest/v1/${query}`, { headers: authHeaders(server, token) });

  it('an embedded table answers the caller as if it were queried alone: no grant, no rows', async () => {
    const anon = await get('products?select=id,purchases(*)');
    expect(anon).toMatchObject({ status: 401, body: { code: '42501' } });
    const user = await newUser(server, 'embedder');
    const token = (await user.client.auth.getSession()).data.session?.access_token ?? '';
    const deliveries = await get('products?select=id,product_deliveries(remix_url)', token);
    expect(deliveries.status).toBe(200);
    expect(deliveries.body).toHaveLength(10);
    expect(
      (deliveries.body as { product_deliveries: unknown }[]).every(
        (row) => row.product_deliveries === null,
      ),
    ).toBe(true);
    const inner = await get('products?select=id,product_deliveries!inner(remix_url)', token);
    expect(inner).toMatchObject({ status: 200, body: [] });
    const spread = await get('products?select=id,...product_deliveries!inner(remix_url)', token);
    expect(spread).toMatchObject({ status: 200, body: [] });
    // The service role sees the links, so the empty answers above are the policies, not the query.
    const service = await get(
      'products?select=id,product_deliveries!inner(remix_url)',
      server.serviceRoleKey,
    );
    expect((service.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('deep and circular embeddings are a 400, or an answer within the depth limit', async () => {
    const deep = `${'purchases(products('.repeat(25)}id${'))'.repeat(25)}`;
    expect(await get(`products?select=${encodeURIComponent(deep)}`)).toMatchObject({
      status: 400,
      body: { code: 'PGRST100' },
    });
    const circular = `id,${'product_deliveries(products('.repeat(4)}id${'))'.repeat(4)}`;
    const answer = await get(
      `products?select=${encodeURIComponent(circular)}`,
      server.serviceRoleKey,
    );
    expect(answer.status).toBe(200);
  });

  it('unknown relationships, foreign keys and SQL in embed names, aliases and hints are 4xx', async () => {
    for (const select of [
      'id,product_deliveries!no_such_fkey(*)',
      'id,purchases!products_pkey(*)',
      'id,nope(*)',
      'id,"products; drop table products"(*)',
      'id,products!"x; drop table products"(*)',
      'id,product_deliveries!inner!left!x(*)',
      'id,a;b:product_deliveries(*)',
      'id,product_deliveries(*);select 1',
      'id,...product_deliveries!"a""b"(*)',
      'id,pg_catalog.pg_roles(*)',
    ]) {
      const result = await get(`products?select=${encodeURIComponent(select)}`);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.body).toMatchObject({ code: expect.stringMatching(/^(PGRST\d{3}|42703)$/) });
    }
    expect(await get('products?select=id,nope(*)')).toMatchObject({
      status: 400,
      body: {
        code: 'PGRST200',
        message: "Could not find a relationship between 'products' and 'nope' in the schema cache",
        hint: null,
      },
    });
  });

  it('aggregates over a table or column the role cannot read are refused or count only its rows', async () => {
    expect(await get('subscribers?select=user_id.count()')).toMatchObject({
      status: 400,
      body: { code: 'PGRST123' },
    });
    await server.db.query(`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`);
    await server.reloadSchema();
    try {
      expect(await get('subscribers?select=user_id.count()')).toMatchObject({
        status: 401,
        body: { code: '42501' },
      });
      expect(await get('products?select=name,purchases(amount_cents.max())')).toMatchObject({
        status: 401,
      });
      // An embedding beside an aggregate is grouped by, as jsonb: the grant decides, not a json equality error.
      expect(await get('products?select=id.count(),purchases(amount_cents)')).toMatchObject({
        status: 401,
        body: { code: '42501' },
      });
      const user = await newUser(server, 'counter');
      const token = (await user.client.auth.getSession()).data.session?.access_token ?? '';
      expect(await get('product_deliveries?select=count()', token)).toMatchObject({
        status: 200,
        body: [{ count: 0 }],
      });
      // sum(uuid) does not exist: PostgREST's 404 for an undefined function, not a server error.
      expect(await get('products?select=id.sum()', token)).toMatchObject({
        status: 404,
        body: { code: '42883' },
      });
    } finally {
      await server.db.query(`alter role authenticator reset pgrst.db_aggregates_enabled`);
      await server.reloadSchema();
    }
  });
});

describe('REST schemas, computed relationships and overloads', () => {
  const rest = (path: string, init: RequestInit = {}, token = server.anonKey) =>
    call(`/rest/v1/${path}`, {
      ...init,
      headers: { ...authHeaders(server, token), ...init.headers },
    });

  it('a profile header naming a schema the API does not expose is a 406, whatever the method', async () => {
    // Quoted, listed or empty names are not exposed schemas either.
    for (const schema of 'auth storage pg_catalog information_schema "public" public,auth'
      .split(' ')
      .concat('')) {
      const read = await rest('products?select=id', { headers: { 'Accept-Profile': schema } });
      expect(read).toMatchObject({ status: 406, body: { code: 'PGRST106', details: null } });
      const write = await rest('subscribers', {
        method: 'POST',
        headers: { ...json, 'Content-Profile': schema },
        body: '{"email":"x@example.com"}',
      });
      expect(write).toMatchObject({ status: 406, body: { code: 'PGRST106' } });
      const rpc = await rest('rpc/uid', {
        method: 'POST',
        headers: { ...json, 'Content-Profile': schema },
        body: '{}',
      });
      expect(rpc).toMatchObject({ status: 406, body: { code: 'PGRST106' } });
    }
    // Accept-Profile does not pick the schema of a write, nor Content-Profile that of a read.
    const crossed = await rest('users?select=id', { headers: { 'Content-Profile': 'auth' } });
    expect(crossed).toMatchObject({ status: 404, body: { code: 'PGRST205' } });
  });

  it('a computed relationship runs as the caller: no grant is a 4xx, policies hide the rows', async () => {
    await server.db.runScript(`
      create function public.product_purchases(public.products) returns setof public.purchases
        language sql stable as $$ select * from public.purchases where product_id = $1.id $$;
      create function public.product_secret(public.products) returns text
        language sql stable as $$ select string_agg(user_id::text, ',') from public.purchases where product_id = $1.id $$;`);
    await server.reloadSchema();
    try {
      for (const select of ['id,product_purchases(*)', 'id,product_secret']) {
        const denied = await rest(`products?select=${select}`);
        expect(denied).toMatchObject({ status: 401, body: { code: '42501' } });
      }
      const user = await newUser(server, 'computed');
      const token = (await user.client.auth.getSession()).data.session?.access_token ?? '';
      const own = await rest('products?select=id,product_purchases(amount_cents)', {}, token);
      expect(own.status).toBe(200);
      expect(
        (own.body as { product_purchases: unknown[] }[]).every(
          (r) => r.product_purchases.length === 0,
        ),
      ).toBe(true);
      for (const select of [
        'id,product_purchases!inner!x(*)',
        'id,product_purchases(nope)',
        'id,nope_computed',
      ]) {
        const refused = await rest(`products?select=${encodeURIComponent(select)}`, {}, token);
        expect(refused.status).toBeGreaterThanOrEqual(400);
        expect(refused.status).toBeLessThan(500);
      }
    } finally {
      await server.db.runScript(
        'drop function public.product_purchases(public.products); drop function public.product_secret(public.products);',
      );
      await server.reloadSchema();
    }
  });

  it('overloads that names cannot tell apart, and unnamed or hostile argument names, are a 300 or a 404', async () => {
    await server.db.runScript(`
      create function public.probe(a int) returns int language sql immutable as $$ select 1 $$;
      create function public.probe(a text) returns int language sql immutable as $$ select 2 $$;
      create function public.probe_unnamed(int) returns int language sql immutable as $$ select 3 $$;`);
    await server.reloadSchema();
    try {
      const post = (name: string, body: string) =>
        rest(`rpc/${name}`, { method: 'POST', headers: json, body });
      expect(await post('probe', '{"a":1}')).toMatchObject({
        status: 300,
        body: { code: 'PGRST203' },
      });
      expect(await rest('rpc/probe?a=1')).toMatchObject({
        status: 300,
        body: { code: 'PGRST203' },
      });
      for (const body of [
        '{"":1}',
        '{"a; drop table products":1}',
        '{"a":1,"b":2}',
        '{"constructor":1}',
      ]) {
        expect(await post('probe', body)).toMatchObject({
          status: 404,
          body: { code: 'PGRST202' },
        });
      }
      expect(await post('probe_unnamed', '{"":1}')).toMatchObject({
        status: 404,
        body: { code: 'PGRST202' },
      });
    } finally {
      await server.db.runScript(
        'drop function public.probe(int); drop function public.probe(text); drop function public.probe_unnamed(int);',
      );
      await server.reloadSchema();
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
