import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsStandIn } from '@outpace/payments-stand-in';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  clientFor,
  newUser,
  seededAccounts,
  serviceClient,
  signedInClient,
  startTestServer,
  uniqueEmail,
  clientWithLinkSession,
  followMailedLink,
} from '../support/harness.ts';
import { standInEnv, standInKeys, subscribedAtProvider } from '../support/paymentsWorld.ts';

let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer({ functions: { env: { RESET_EMAIL_INTERVAL: '60' } } });
});
afterAll(() => server.stop());

async function errorBody(error: unknown): Promise<{ status: number; body: unknown }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe('check-subscription', () => {
  it('answers the seeded subscriber as subscribed until the end date', async () => {
    const client = await signedInClient(
      server,
      seededAccounts.subscriber.email,
      seededAccounts.subscriber.password,
    );
    const { data, error } = await client.functions.invoke('check-subscription');
    expect(error).toBeNull();
    expect(data).toEqual({
      subscribed: true,
      subscription_tier: 'Pro',
      subscription_end: '2031-01-01T00:00:00.000Z',
    });
  });

  it('treats a subscription past its end date as not subscribed', async () => {
    const client = await signedInClient(
      server,
      seededAccounts.expired.email,
      seededAccounts.expired.password,
    );
    const { data } = await client.functions.invoke('check-subscription');
    expect(data).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: '2025-01-01T00:00:00.000Z',
    });
  });

  it('answers not subscribed for an account without a row', async () => {
    const client = await signedInClient(
      server,
      seededAccounts.member.email,
      seededAccounts.member.password,
    );
    const { data } = await client.functions.invoke('check-subscription');
    expect(data).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
  });

  it('binds a row bought before sign-up to the account that confirmed its address', async () => {
    const email = uniqueEmail('prepaid');
    const stored = await serviceClient(server).from('subscribers').insert({
      email,
      subscribed: true,
      subscription_tier: 'Pro',
      subscription_end: '2031-01-01T00:00:00Z',
    });
    expect(stored.error).toBeNull();
    const client = clientFor(server);
    const { data: signedUp } = await client.auth.signUp({ email, password: 'prepaid pass 1' });

    const answers = await Promise.all(
      [1, 2, 3].map(() => client.functions.invoke('check-subscription')),
    );
    expect(answers.map((a) => a.data)).toEqual(
      Array(3).fill({
        subscribed: true,
        subscription_tier: 'Pro',
        subscription_end: '2031-01-01T00:00:00.000Z',
      }),
    );
    const own = await client.from('subscribers').select('email,user_id');
    expect(own.data).toEqual([{ email, user_id: signedUp.user?.id }]);
  });

  it('refuses signed-out callers with JSON 401s that carry CORS headers', async () => {
    const { error } = await clientFor(server).functions.invoke('check-subscription');
    expect(await errorBody(error)).toEqual({
      status: 401,
      body: { error: 'Invalid or expired session' },
    });

    const bare = await fetch(`${server.url}/functions/v1/check-subscription`, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:4173' },
    });
    expect(bare.status).toBe(401);
    expect(bare.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(await bare.json()).toEqual({ code: 401, message: 'Missing authorization header' });

    const forged = await fetch(`${server.url}/functions/v1/check-subscription`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.anonKey.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('answers preflight requests', async () => {
    const response = await fetch(`${server.url}/functions/v1/check-subscription`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('finds a subscription bought before the account had a row, at the payment provider', async () => {
    const standIn = await startPaymentsStandIn({ secretKey: standInKeys.secretKey, log: () => {} });
    const withStripe = await startTestServer({
      functions: { env: { ...standInEnv(standIn), SUBSCRIPTION_CACHE_SECONDS: '0' } },
    });
    try {
      const { client, email, id } = await newUser(withStripe, 'stripe');
      const customer = subscribedAtProvider(standIn, email, 'Business');
      const { data } = await client.functions.invoke('check-subscription');
      expect(data).toMatchObject({ subscribed: true, subscription_tier: 'Business' });
      const end = new Date((data as { subscription_end: string }).subscription_end);
      expect(end.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
      const stored = await serviceClient(withStripe)
        .from('subscribers')
        .select('*')
        .eq('email', email)
        .single();
      expect(stored.data).toMatchObject({
        user_id: id,
        stripe_customer_id: customer,
        subscribed: true,
        subscription_tier: 'Business',
      });

      // From then on the row is the truth, kept current by the payment webhook (payments.test.ts): the provider's
      // plan running out, which no webhook reports here, changes nothing.
      standIn.ledger.advanceClock(40 * 24 * 3600);
      expect((await client.functions.invoke('check-subscription')).data).toMatchObject({
        subscribed: true,
      });
    } finally {
      await withStripe.stop();
      await standIn.stop();
    }
  });
});

describe('send-reset-email', () => {
  const mailsTo = async (email: string) =>
    (await (await fetch(`${server.url}/__dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
      links: string[];
    }[];

  it('rejects malformed addresses and bodies with 400', async () => {
    const { error } = await clientFor(server).functions.invoke('send-reset-email', {
      body: { email: 'nope' },
    });
    expect(await errorBody(error)).toEqual({
      status: 400,
      body: { error: 'A valid email address is required' },
    });
    const text = await clientFor(server).functions.invoke('send-reset-email', {
      body: 'email=someone@example.com',
    });
    expect((await errorBody(text.error)).status).toBe(400);
  });

  it('answers success for unknown addresses without sending anything', async () => {
    const email = uniqueEmail('unknown');
    const { data, error } = await clientFor(server).functions.invoke('send-reset-email', {
      body: { email },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });
    // Mail goes out after the answer: once a later request's mail has arrived, this one's would have.
    const known = await newUser(server, 'fn-reset-known');
    await clientFor(server).functions.invoke('send-reset-email', { body: { email: known.email } });
    await expect.poll(async () => (await mailsTo(known.email)).length).toBe(1);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('mails a link back to /reset-password that lets the user set a new password', async () => {
    const { email, client } = await newUser(server, 'fn-reset');
    // A signed-in caller is fine too: the function does not look at the token.
    const { data } = await client.functions.invoke('send-reset-email', {
      body: { email: email.toUpperCase() },
    });
    expect(data).toEqual({ success: true });

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Reset your Outpace password');
    const link = mail?.links.find((l) => l.includes('/auth/v1/verify')) ?? '';
    expect(new URL(link).searchParams.get('redirect_to')).toBe(
      'http://127.0.0.1:4173/reset-password',
    );

    const { location, fragment } = await followMailedLink(link);
    expect(location.pathname).toBe('/reset-password');
    expect(fragment.get('type')).toBe('recovery');

    const recovering = await clientWithLinkSession(server, fragment);
    expect((await recovering.auth.updateUser({ password: 'after-the-reset' })).error).toBeNull();
    expect(
      (await clientFor(server).auth.signInWithPassword({ email, password: 'after-the-reset' }))
        .error,
    ).toBeNull();
  });

  it('throttles repeated requests for one address with 429', async () => {
    const email = uniqueEmail('throttle');
    expect(
      (await clientFor(server).functions.invoke('send-reset-email', { body: { email } })).error,
    ).toBeNull();
    const { error } = await clientFor(server).functions.invoke('send-reset-email', {
      body: { email },
    });
    const { status, body } = await errorBody(error);
    expect(status).toBe(429);
    expect(body).toEqual({
      error: expect.stringMatching(/^Too many reset requests\. Try again in \d+ seconds\.$/),
    });
  });

  it('is deployed without the runtime JWT check', async () => {
    const response = await fetch(`${server.url}/functions/v1/send-reset-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('nokey') }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

it('answers unknown functions with 404', async () => {
  const response = await fetch(`${server.url}/functions/v1/does-not-exist`, { method: 'POST' });
  expect(response.status).toBe(404);
});
