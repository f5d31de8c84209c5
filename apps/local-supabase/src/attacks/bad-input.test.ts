import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { maxJsonDepth } from '../http/jsonInput.ts';
import type { LocalSupabase } from '../server/startLocalSupabase.ts';
import {
  authHeaders,
  clientFor,
  seededAccounts,
  startTestServer,
  uniqueEmail,
} from '../test/harness.ts';

/*
 * Input a client can send but Postgres cannot store, or that trips the server's own lookups. Each
 * must be a 4xx in the error shape of its API (supabase-js retries 5xx, multiplying the load), must
 * store nothing, and must leave the server answering.
 */

let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
afterEach(async () => {
  const products = await clientFor(server).from('products').select('id');
  expect(products.data).toHaveLength(10);
});

const dated = { 'X-Supabase-Api-Version': '2024-01-01' };

/** `{"a":{"a":...}}`, `depth` objects deep, built as text so no JavaScript stack is involved. */
function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
}

/** The sign-up must have stored nothing: the address is still free. */
async function expectNoAccount(email: string, password: string) {
  const { error } = await clientFor(server).auth.signInWithPassword({ email, password });
  expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
}

describe('auth refuses what it cannot store or look up', () => {
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

describe('rest refuses what it cannot store', () => {
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
