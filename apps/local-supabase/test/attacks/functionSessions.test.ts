import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  authHeaders,
  newUser,
  serviceClient,
  signedInClient,
  startTestServer,
  userWithTotp,
} from '../support/harness.ts';

/*
 * Issue 24, item 1: every Edge Function keeps the promise RLS makes for the tables. An account with a verified
 * second factor reaches nothing from a password-only (aal1) session; the function itself must refuse it, since it
 * reads with the service role. Each deployed function is listed here with the requirement it declares, and the
 * list must name every function in supabase/functions: one added later fails this file until it is here.
 */

/** What each function declares in serveFunction (supabase/functions/_shared/http/serveFunction.ts). */
const declared: Record<string, 'anyone' | 'user'> = {
  'check-subscription': 'user',
  'contact-request': 'anyone',
  'create-checkout': 'user',
  'customer-portal': 'user',
  'delete-account': 'user',
  'send-reset-email': 'anyone',
  // Stripe calls it; the Stripe-Signature header, not a session, proves who sent it (payments.test.ts).
  'stripe-webhook': 'anyone',
};

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function tokenOf(client: Awaited<ReturnType<typeof newUser>>['client']): Promise<string> {
  return (await client.auth.getSession()).data.session?.access_token ?? '';
}

function post(name: string, headers: Record<string, string>, body?: unknown) {
  return fetch(`${server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A subscribed account with a verified TOTP factor, and a second session of it opened with the password alone. */
async function protectedSubscriber(prefix: string) {
  const user = await userWithTotp(server, prefix);
  const stored = await serviceClient(server).from('subscribers').insert({
    user_id: user.id,
    email: user.email,
    subscribed: true,
    subscription_tier: 'Pro',
    subscription_end: '2031-01-01T00:00:00Z',
  });
  expect(stored.error).toBeNull();
  const aal1 = await signedInClient(server, user.email, user.password);
  return { ...user, aal1Token: await tokenOf(aal1), aal2Token: await tokenOf(user.client) };
}

describe('session strength per Edge Function (issue 24, item 1)', () => {
  it('every deployed function declares its requirement here', async () => {
    const dir = `${resolveConfig({}).supabaseDir}/functions`;
    const deployed = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(declared).sort()).toEqual(deployed);
  });

  it('check-subscription refuses an aal1 session of an account with a verified factor, answers its aal2 one', async () => {
    const user = await protectedSubscriber('fn-check');
    const refused = await post('check-subscription', authHeaders(server, user.aal1Token));
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as Record<string, unknown>;
    expect(body).toEqual({ error: expect.stringContaining('aal2') });
    expect(JSON.stringify(body)).not.toContain('Pro');

    const answered = await post('check-subscription', authHeaders(server, user.aal2Token));
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ subscribed: true, subscription_tier: 'Pro' });
  });

  it('check-subscription still answers an aal1 session of an account without a factor', async () => {
    const { client } = await newUser(server, 'fn-check-plain');
    const answered = await post('check-subscription', authHeaders(server, await tokenOf(client)));
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ subscribed: false });
  });

  it('delete-account refuses an aal1 session of an account with a verified factor and keeps the account', async () => {
    const user = await protectedSubscriber('fn-delete');
    const refused = await post('delete-account', authHeaders(server, user.aal1Token));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('aal2') });
    expect((await serviceClient(server).auth.admin.getUserById(user.id)).data.user).not.toBeNull();

    const deleted = await post('delete-account', authHeaders(server, user.aal2Token));
    expect(deleted.status).toBe(200);
    expect((await serviceClient(server).auth.admin.getUserById(user.id)).data.user).toBeNull();
  });

  it('send-reset-email is for anyone: a signed-out visitor and an aal1 session get the same answer', async () => {
    const user = await protectedSubscriber('fn-reset');
    for (const headers of [{ apikey: server.anonKey }, authHeaders(server, user.aal1Token)]) {
      const response = await post('send-reset-email', headers, { email: user.email });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
    }
  });
});
