import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  createCheckSubscriptionHandler,
  statusFromRow,
} from '../../../../supabase/functions/_shared/checkSubscription.ts';
import { isValidEmail } from '../../../../supabase/functions/_shared/email.ts';
import {
  createResendTransport,
  type MailMessage,
} from '../../../../supabase/functions/_shared/mailTransport.ts';
import { tierFromAmount } from '../../../../supabase/functions/_shared/payments.ts';
import type { SubscriberRow } from '../../../../supabase/functions/_shared/projectApi.ts';
import { createSendResetEmailHandler } from '../../../../supabase/functions/_shared/sendResetEmail.ts';
import { createSharedAnswers } from '../../../../supabase/functions/_shared/sharedAnswers.ts';
import { createThrottle } from '../../../../supabase/functions/_shared/throttle.ts';
import { resolveConfig } from '../../src/config.ts';

function fakeFetch(
  routes: Record<string, unknown>,
  calls: { url: string; init?: RequestInit }[] = [],
): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, ...(init ? { init } : {}) });
    const key = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    if (!key) return new Response('not found', { status: 404 });
    return Response.json(routes[key]);
  }) as typeof fetch;
}

const row = (patch: Partial<SubscriberRow>): SubscriberRow => ({
  email: 'a@example.com',
  user_id: null,
  stripe_customer_id: null,
  subscribed: true,
  subscription_tier: 'Pro',
  subscription_end: null,
  ...patch,
});

describe('statusFromRow', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('ends a subscription at its end date', () => {
    expect(statusFromRow(row({ subscription_end: '2026-07-01T00:00:00Z' }), now)).toEqual({
      subscribed: true,
      subscription_tier: 'Pro',
      subscription_end: '2026-07-01T00:00:00.000Z',
    });
    expect(statusFromRow(row({ subscription_end: '2026-05-01T00:00:00Z' }), now).subscribed).toBe(
      false,
    );
    expect(statusFromRow(row({ subscribed: false }), now)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
    expect(statusFromRow(null, now)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
  });
});

describe('tierFromAmount', () => {
  it('names tiers by price when Stripe has no nickname', () => {
    expect([499, 1999, 4999].map(tierFromAmount)).toEqual(['Basic', 'Pro', 'Enterprise']);
  });
});

describe('createResendTransport', () => {
  it('posts the message to the Resend API', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const transport = createResendTransport(
      're_key',
      'Outpace <hi@outpace.studio>',
      fakeFetch({ 'https://api.resend.com/emails': { id: '1' } }, calls),
    );
    const message: MailMessage = { to: 'a@example.com', subject: 'S', text: 'T', html: '<p>H</p>' };
    await transport.send(message);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      from: 'Outpace <hi@outpace.studio>',
      to: ['a@example.com'],
      subject: 'S',
      text: 'T',
      html: '<p>H</p>',
    });
  });
});

describe('function handlers', () => {
  it('answers check-subscription without a bearer token with 401', async () => {
    const handler = createCheckSubscriptionHandler({
      api: {
        getUser: async () => null,
        findSubscriber: async () => null,
        claimSubscriber: async () => null,
        insertSubscriber: async () => true,
      },
      perUser: createThrottle(30, 60),
    });
    const response = await handler(new Request('http://fn/check-subscription', { method: 'POST' }));
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('claims an unowned row only for a confirmed address', async () => {
    const claims: string[] = [];
    const handlerFor = (emailConfirmed: boolean) =>
      createCheckSubscriptionHandler({
        api: {
          getUser: async () => ({
            id: 'u1',
            email: 'a@example.com',
            emailConfirmed,
            hasVerifiedFactor: false,
          }),
          findSubscriber: async () => null,
          claimSubscriber: async (user) => {
            claims.push(user.id);
            return row({ user_id: user.id });
          },
          insertSubscriber: async () => true,
        },
        perUser: createThrottle(30, 60),
      });
    const ask = async (emailConfirmed: boolean) =>
      (await handlerFor(emailConfirmed)(
        new Request('http://fn/check-subscription', {
          method: 'POST',
          headers: { Authorization: 'Bearer t' },
        }),
      ).then((r) => r.json())) as { subscribed: boolean };

    expect((await ask(false)).subscribed).toBe(false);
    expect(claims).toEqual([]);
    expect((await ask(true)).subscribed).toBe(true);
    expect(claims).toEqual(['u1']);
  });

  it('logs a failing mail transport and throttles per client', async () => {
    const logged: string[] = [];
    const tasks: Promise<void>[] = [];
    const handler = createSendResetEmailHandler({
      api: {
        generateRecoveryLink: async () =>
          'http://127.0.0.1:54321/auth/v1/verify?token=x&type=recovery',
      },
      mail: { send: async () => Promise.reject(new Error('SMTP down')) },
      siteUrl: 'http://127.0.0.1:4173',
      perAddress: createThrottle(10, 60),
      perClient: createThrottle(2, 60),
      waitUntil: (task) => tasks.push(task),
      log: (line) => logged.push(line),
    });
    const post = (email: string) =>
      handler(
        new Request('http://fn/send-reset-email', {
          method: 'POST',
          body: JSON.stringify({ email }),
          headers: { 'cf-connecting-ip': '10.0.0.1' },
        }),
      );
    const answered = await post('a@example.com');
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ success: true });
    await Promise.all(tasks);
    expect(logged).toEqual(['Reset email to a@example.com not delivered: SMTP down']);
    await post('b@example.com');
    const throttled = await post('c@example.com');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('shared helpers', () => {
  it('validates email syntax', () => {
    expect(['a@example.com', 'first.last+tag@sub.example.co'].every(isValidEmail)).toBe(true);
    expect(
      [
        '',
        'a@',
        '@b.com',
        'a b@c.com',
        "x'; drop table users;--@x.com",
        `${'a'.repeat(250)}@x.com`,
      ].some(isValidEmail),
    ).toBe(false);
  });

  it('shares an answer per key for its lifetime and forgets failures at once', async () => {
    let now = 0;
    const answers = createSharedAnswers<number>(60, { now: () => now });
    let computed = 0;
    const compute = async () => (computed += 1);
    expect(await Promise.all([answers.get('u', compute), answers.get('u', compute)])).toEqual([
      1, 1,
    ]);
    now = 59_999;
    expect(await answers.get('u', compute)).toBe(1);
    now = 60_000;
    expect(await answers.get('u', compute)).toBe(2);
    await expect(answers.get('v', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await answers.get('v', compute)).toBe(3);
  });

  it('throttles within a sliding window', () => {
    let now = 0;
    const throttle = createThrottle(1, 60, { now: () => now });
    expect(throttle.hit('k')).toBe(0);
    now = 30_000;
    expect(throttle.hit('k')).toBe(30);
    now = 60_000;
    expect(throttle.hit('k')).toBe(0);
  });
});

const readConfigToml = () =>
  readFile(new URL('../../../../supabase/config.toml', import.meta.url), 'utf8');

describe('supabase/config.toml', () => {
  it('declares the verify_jwt settings the local runtime applies', async () => {
    const toml = await readConfigToml();
    for (const [name, verify] of Object.entries(resolveConfig().functions.verifyJwt)) {
      expect(toml).toMatch(new RegExp(`\\[functions\\.${name}\\]\\s*\\nverify_jwt = ${verify}`));
    }
  });

  it('declares the secure password and e-mail change settings the local auth applies', async () => {
    const toml = await readConfigToml();
    const { auth } = resolveConfig();
    expect(toml).toMatch(new RegExp(`\\nsecure_password_change = ${auth.securePasswordChange}\\n`));
    expect(toml).toMatch(new RegExp(`\\ndouble_confirm_changes = ${auth.secureEmailChange}\\n`));
  });
});
