import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsStandIn, type PaymentsStandIn } from '@outpace/payments-stand-in';
import type { LocalSupabaseOptions } from '../../src/config.ts';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  changeEmail,
  clientFor,
  newUser,
  serviceClient,
  startTestServer,
  uniqueEmail,
} from '../support/harness.ts';
import { startMailEndpoint } from '../support/mailEndpoint.ts';
import { median } from '../support/median.ts';
import { standInEnv, standInKeys, subscribedAtProvider } from '../support/paymentsWorld.ts';

/*
 * Attacks on the deployed Edge Functions (supabase/functions, each run by Deno from its own index.ts), called as a
 * browser or a script would call them. The mail API and the payment provider are stand-ins reached over HTTP
 * (test/support/mailEndpoint.ts, apps/payments-stand-in): they stand for the outside world (Resend, Stripe) and
 * nothing else.
 */

// Tests that need no special setup share one server; the others start their own, which takes several
// seconds on a busy machine.
const ownServer = { timeout: 90_000 };
let shared: LocalSupabase;

beforeAll(async () => {
  shared = await startTestServer();
});
afterAll(() => shared.stop());

async function withServer<T>(
  options: LocalSupabaseOptions,
  run: (server: LocalSupabase) => Promise<T>,
): Promise<T> {
  const server = await startTestServer(options);
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

/** A call as the site makes it (supabase-js), with its HTTP status and how long the answer took. */
async function invoke(client: SupabaseClient, name: string, body?: Record<string, unknown>) {
  const started = performance.now();
  const { data, error } = await client.functions.invoke(name, body ? { body } : {});
  const elapsed = performance.now() - started;
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return {
      status: response.status,
      body: (await response.json()) as unknown,
      retryAfter: response.headers.get('retry-after'),
      elapsed,
    };
  }
  expect(error).toBeNull();
  return { status: 200, body: data as unknown, retryAfter: null, elapsed };
}

const askForReset = (server: LocalSupabase, email: string) =>
  invoke(clientFor(server), 'send-reset-email', { email });
const checkSubscription = (client: SupabaseClient) => invoke(client, 'check-subscription');

describe('send-reset-email', ownServer, () => {
  it("an attacker cannot tell a known address from an unknown one by send-reset-email's answer or timing", async () => {
    // The mail API is made slow on purpose: if the answer waited for the mail, a known address
    // would answer a whole second later than an unknown one.
    const mail = await startMailEndpoint({ delayMs: 1000 });
    await withServer({ functions: { env: mail.env } }, async (server) => {
      const known = await Promise.all([1, 2, 3].map(() => newUser(server, 'reset-known')));
      const unknown = [1, 2, 3].map(() => uniqueEmail('reset-unknown'));

      const answers = [];
      for (let i = 0; i < known.length; i += 1) {
        answers.push({ known: true, ...(await askForReset(server, known[i]?.email ?? '')) });
        answers.push({ known: false, ...(await askForReset(server, unknown[i] ?? '')) });
      }

      for (const answer of answers) {
        expect([answer.status, answer.body]).toEqual([200, { success: true }]);
      }
      const knownMedian = median(answers.filter((a) => a.known).map((a) => a.elapsed));
      const unknownMedian = median(answers.filter((a) => !a.known).map((a) => a.elapsed));
      expect(knownMedian - unknownMedian).toBeLessThan(500);

      // The mail still goes out, after the answer, to the known addresses only.
      await expect.poll(() => mail.sent.length, { timeout: 10_000 }).toBe(3);
      expect(mail.sent.flatMap((m) => m.to).sort()).toEqual(known.map((k) => k.email).sort());
    }).finally(() => mail.stop());
  });

  it('an attacker cannot find known addresses by making the mail transport fail', async () => {
    const logged: string[] = [];
    const mail = await startMailEndpoint({ failWith: 'SMTP relay refused the connection' });
    await withServer(
      { functions: { env: mail.env }, logger: (line) => logged.push(line) },
      async (server) => {
        const { email } = await newUser(server, 'reset-failing');
        const knownAnswer = await askForReset(server, email);
        const unknownAnswer = await askForReset(server, uniqueEmail('reset-failing-unknown'));
        expect([knownAnswer.status, knownAnswer.body]).toEqual([200, { success: true }]);
        expect([unknownAnswer.status, unknownAnswer.body]).toEqual([200, { success: true }]);
        await expect
          .poll(() => logged.some((line) => line.includes('SMTP relay refused the connection')))
          .toBe(true);
      },
    ).finally(() => mail.stop());
  });
});

describe('client throttling', ownServer, () => {
  it('an attacker cannot dodge the reset-email throttle by sending a new X-Forwarded-For with every request', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i += 1) {
      const forged = `203.0.113.${i}`;
      const response = await fetch(`${shared.url}/functions/v1/send-reset-email`, {
        method: 'POST',
        headers: {
          apikey: shared.anonKey,
          'Content-Type': 'application/json',
          'X-Forwarded-For': forged,
          'X-Real-IP': forged,
          'CF-Connecting-IP': forged,
        },
        body: JSON.stringify({ email: uniqueEmail(`rotating-${i}`) }),
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
  // That the throttle stays bounded when an attacker rotates keys is a test of the module itself:
  // supabase/functions/_tests/memory.test.ts.
});

describe('contact-request', ownServer, () => {
  const request = (email: string, patch: Record<string, unknown> = {}) => ({
    name: 'Visitor',
    email,
    need: 'A call about a landing page.',
    ...patch,
  });

  it("an attacker cannot tell a registered address from an unregistered one by contact-request's answer, even when the mail fails", async () => {
    const logged: string[] = [];
    const mail = await startMailEndpoint({ failWith: 'Resend refused the mail' });
    await withServer(
      { functions: { env: mail.env }, logger: (line) => logged.push(line) },
      async (server) => {
        const { email } = await newUser(server, 'contact-known');
        const known = await invoke(clientFor(server), 'contact-request', request(email));
        const unknown = await invoke(
          clientFor(server),
          'contact-request',
          request(uniqueEmail('contact-unknown')),
        );
        expect([known.status, known.body]).toEqual([200, { success: true }]);
        expect([unknown.status, unknown.body]).toEqual([200, { success: true }]);
        await expect
          .poll(() => logged.some((l) => l.includes('Resend refused the mail')))
          .toBe(true);
        // The request is kept although its mail failed: the studio still finds it in the table.
        const rows = await serviceClient(server).from('contact_requests').select('email');
        expect(rows.data?.map((r) => r.email).sort()).toHaveLength(2);
      },
    ).finally(() => mail.stop());
  });

  it("an attacker cannot put markup or extra recipients into the studio's mail", async () => {
    const mail = await startMailEndpoint();
    await withServer({ functions: { env: mail.env } }, async (server) => {
      const email = uniqueEmail('contact-markup');
      const sent = await invoke(
        clientFor(server),
        'contact-request',
        request(email, {
          need: '<img src=x onerror=alert(1)><a href="https://evil.example">pay</a>',
        }),
      );
      expect(sent.status).toBe(200);
      const headerInjection = await invoke(
        clientFor(server),
        'contact-request',
        request(email, { name: 'Visitor\r\nBcc: everyone@example.com' }),
      );
      expect(headerInjection.status).toBe(400);

      await expect.poll(() => mail.sent.length).toBe(1);
      const [studioMail] = mail.sent;
      expect(studioMail?.to).toEqual(['hello@outpace.studio']);
      expect(studioMail?.reply_to).toBe(email);
      expect(studioMail?.html).not.toMatch(/<img|<a /);
      expect(studioMail?.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    }).finally(() => mail.stop());
  });

  it('an attacker can neither read nor write the call requests through the API, signed in or not', async () => {
    const { client } = await newUser(shared, 'contact-reader');
    for (const caller of [clientFor(shared), client]) {
      expect((await caller.from('contact_requests').select('*')).error?.code).toBe('42501');
      expect(
        (await caller.from('contact_requests').insert(request(uniqueEmail('direct')))).error?.code,
      ).toBe('42501');
      expect((await caller.from('contact_requests').delete().neq('name', '')).error?.code).toBe(
        '42501',
      );
    }
  });

  it('an attacker cannot dodge the contact-request throttle by forging a new address header every time', async () => {
    await withServer({ functions: { env: { CONTACT_REQUEST_WINDOW: '600' } } }, async (server) => {
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i += 1) {
        const forged = `203.0.113.${i}`;
        const response = await fetch(`${server.url}/functions/v1/contact-request`, {
          method: 'POST',
          headers: {
            apikey: server.anonKey,
            'Content-Type': 'application/json',
            'X-Forwarded-For': forged,
            'CF-Connecting-IP': forged,
          },
          body: JSON.stringify(request(uniqueEmail(`contact-rotating-${i}`))),
        });
        statuses.push(response.status);
        await response.body?.cancel();
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});

describe('check-subscription', ownServer, () => {
  it('an attacker who takes over the address a subscriber left does not get the subscription', async () => {
    const victim = await newUser(shared, 'sub-victim');
    const stored = await serviceClient(shared).from('subscribers').insert({
      user_id: victim.id,
      email: victim.email,
      subscribed: true,
      subscription_tier: 'Pro',
      subscription_end: '2031-01-01T00:00:00Z',
    });
    expect(stored.error).toBeNull();
    await changeEmail(shared, victim.client, uniqueEmail('sub-victim-new'));

    const attacker = clientFor(shared);
    const signUp = await attacker.auth.signUp({ email: victim.email, password: 'attacker pass 1' });
    expect(signUp.error).toBeNull();

    expect(await checkSubscription(attacker)).toMatchObject({
      status: 200,
      body: { subscribed: false, subscription_tier: null },
    });
    expect((await attacker.from('subscribers').select('*')).data).toEqual([]);
    // The subscriber keeps it under the new address.
    expect(await checkSubscription(victim.client)).toMatchObject({
      status: 200,
      body: { subscribed: true, subscription_tier: 'Pro' },
    });
  });

  describe('with a payment provider', () => {
    // Stripe keeps the address a customer paid with, whoever holds that address today.
    let standIn: PaymentsStandIn;
    let server: LocalSupabase;
    /** How often check-subscription looked a customer up at the provider by this address. */
    const providerLookups = (email: string) =>
      standIn.requests.filter(
        (request) => request === `GET /v1/customers?email=${encodeURIComponent(email)}&limit=10`,
      ).length;

    beforeAll(async () => {
      standIn = await startPaymentsStandIn({ secretKey: standInKeys.secretKey, log: () => {} });
      server = await startTestServer({ functions: { env: standInEnv(standIn) } });
    });
    afterAll(async () => {
      await server.stop();
      await standIn.stop();
    });

    it("an attacker cannot rebind another user's subscription row through the payment provider's sync", async () => {
      const victim = await newUser(server, 'stripe-victim');
      const customer = subscribedAtProvider(standIn, victim.email, 'Pro');
      expect((await checkSubscription(victim.client)).body).toMatchObject({ subscribed: true });
      await changeEmail(server, victim.client, uniqueEmail('stripe-victim-new'));

      const attacker = clientFor(server);
      expect(
        (await attacker.auth.signUp({ email: victim.email, password: 'attacker pass 1' })).error,
      ).toBeNull();
      expect((await checkSubscription(attacker)).body).toMatchObject({ subscribed: false });

      const rows = await serviceClient(server)
        .from('subscribers')
        .select('user_id,stripe_customer_id')
        .eq('stripe_customer_id', customer);
      expect(rows.data).toEqual([{ user_id: victim.id, stripe_customer_id: customer }]);
      expect((await checkSubscription(victim.client)).body).toMatchObject({ subscribed: true });
    });

    it('an attacker with one account cannot make check-subscription call the payment provider on every request', async () => {
      const { client, email } = await newUser(server, 'stripe-hammer');
      const answers = [];
      for (let i = 0; i < 40; i += 1) answers.push(await checkSubscription(client));

      expect(providerLookups(email)).toBe(1);
      expect(answers[0]?.status).toBe(200);
      const refused = answers.find((answer) => answer.status === 429);
      expect(refused?.body).toEqual({
        error: expect.stringMatching(/^Too many subscription checks\. Try again in \d+ seconds\.$/),
      });
      expect(refused?.retryAfter).toMatch(/^\d+$/);
    });
  });
});
