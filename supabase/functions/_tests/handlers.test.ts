import { deepEqual, equal, match } from 'node:assert/strict';
import { createThrottle } from '../_shared/memory/throttle.ts';
import type { SubscriberRow } from '../_shared/project/projectApi.ts';
import { tierFromAmount } from '../_shared/stripe/subscriptions.ts';
import { createCheckSubscriptionHandler } from '../check-subscription/handler.ts';
import { isValidEmail } from '../_shared/mail/email.ts';
import { createSendResetEmailHandler } from '../send-reset-email/handler.ts';
import { createResendTransport } from '../_shared/mail/transport.ts';

// Handlers given their dependencies directly: the project's APIs and the mail API are replaced by fakes, the edge
// of the world for these modules. The deployed functions are tested whole in apps/local-supabase/test.

const row = (patch: Partial<SubscriberRow>): SubscriberRow => ({
  email: 'a@example.com',
  user_id: null,
  stripe_customer_id: null,
  subscribed: true,
  subscription_tier: 'Pro',
  subscription_end: null,
  ...patch,
});

Deno.test('tiers are named by price when Stripe has no nickname', () => {
  deepEqual([499, 1999, 4999].map(tierFromAmount), ['Basic', 'Pro', 'Enterprise']);
});

Deno.test('the Resend transport posts the message to the Resend API', async () => {
  const bodies: unknown[] = [];
  const urls: string[] = [];
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    urls.push(String(input));
    bodies.push(JSON.parse(String(init?.body)));
    return Response.json({ id: '1' });
  }) as typeof fetch;
  const transport = createResendTransport('re_key', 'Outpace <hi@outpace.studio>', fakeFetch);
  await transport.send({ to: 'a@example.com', subject: 'S', text: 'T', html: '<p>H</p>' });
  deepEqual(urls, ['https://api.resend.com/emails']);
  deepEqual(bodies, [
    {
      from: 'Outpace <hi@outpace.studio>',
      to: ['a@example.com'],
      subject: 'S',
      text: 'T',
      html: '<p>H</p>',
    },
  ]);
});

Deno.test('check-subscription without a bearer token answers 401 with CORS', async () => {
  const handler = createCheckSubscriptionHandler({
    api: {
      getUser: async () => null,
      findSubscriber: async () => null,
      claimSubscriber: async () => null,
      insertSubscriber: async () => true,
      subscriptionAnswer: async () => null,
    },
    perUser: createThrottle(30, 60),
  });
  const response = await handler(new Request('http://fn/check-subscription', { method: 'POST' }));
  equal(response.status, 401);
  equal(response.headers.get('access-control-allow-origin'), '*');
  await response.body?.cancel();
});

Deno.test('check-subscription claims an unowned row only for a confirmed address', async () => {
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
        subscriptionAnswer: async (userId) =>
          claims.includes(userId)
            ? { subscribed: true, subscription_tier: 'Pro', subscription_end: null }
            : null,
      },
      perUser: createThrottle(30, 60),
    });
  const ask = async (emailConfirmed: boolean) => {
    const request = new Request('http://fn/check-subscription', {
      method: 'POST',
      headers: { Authorization: 'Bearer t' },
    });
    return ((await (await handlerFor(emailConfirmed)(request)).json()) as { subscribed: boolean })
      .subscribed;
  };
  equal(await ask(false), false);
  deepEqual(claims, []);
  equal(await ask(true), true);
  deepEqual(claims, ['u1']);
});

Deno.test('send-reset-email logs a failing mail transport and throttles per client', async () => {
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
  equal(answered.status, 200);
  deepEqual(await answered.json(), { success: true });
  await Promise.all(tasks);
  deepEqual(logged, ['Reset email to a@example.com not delivered: SMTP down']);
  await (await post('b@example.com')).body?.cancel();
  const throttled = await post('c@example.com');
  equal(throttled.status, 429);
  match(throttled.headers.get('retry-after') ?? '', /^\d+$/);
  await throttled.body?.cancel();
});

Deno.test('addresses are checked with the syntax Supabase Auth accepts', () => {
  const valid = ['a@example.com', 'first.last+tag@sub.example.co'];
  const invalid = [
    '',
    'a@',
    '@b.com',
    'a b@c.com',
    "x'; drop table users;--@x.com",
    `${'a'.repeat(250)}@x.com`,
  ];
  deepEqual(valid.map(isValidEmail), [true, true]);
  deepEqual(invalid.filter(isValidEmail), []);
});
