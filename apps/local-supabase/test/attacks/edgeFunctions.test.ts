import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MailMessage,
  MailTransport,
} from '../../../../supabase/functions/_shared/mailTransport.ts';
import type {
  PaymentProvider,
  SubscriptionSnapshot,
} from '../../../../supabase/functions/_shared/payments.ts';
import { createThrottle } from '../../../../supabase/functions/_shared/throttle.ts';
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
import { median } from '../support/median.ts';

/*
 * Attacks on the deployable Edge Functions (supabase/functions), run through the local functions
 * runtime as a browser or a script would call them. Mail transports and payment providers here are
 * fakes: they stand for the outside world (Resend, Stripe) and nothing else.
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records what it is asked to send, after `delayMs`, or fails when `failWith` is given. */
function fakeTransport(
  delayMs: number,
  failWith?: string,
): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      await sleep(delayMs);
      if (failWith) throw new Error(failWith);
      sent.push(message);
    },
  };
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
    // The transport is made slow on purpose: if the answer waited for the mail, a known address
    // would answer a whole second later than an unknown one.
    const transport = fakeTransport(1000);
    await withServer({ functions: { mailTransport: transport } }, async (server) => {
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
      await expect.poll(() => transport.sent.length, { timeout: 10_000 }).toBe(3);
      expect(transport.sent.map((m) => m.to).sort()).toEqual(known.map((k) => k.email).sort());
    });
  });

  it('an attacker cannot find known addresses by making the mail transport fail', async () => {
    const logged: string[] = [];
    const transport = fakeTransport(0, 'SMTP relay refused the connection');
    await withServer(
      { functions: { mailTransport: transport }, logger: (line) => logged.push(line) },
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
    );
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

  it('an attacker who rotates keys cannot grow the throttle without bound', () => {
    let now = 0;
    const throttle = createThrottle(1, 60, { capacity: 1000, now: () => now });
    for (let i = 0; i < 50_000; i += 1) {
      now += 1;
      throttle.hit(`198.51.100.${i}`);
    }
    expect(throttle.size).toBeLessThanOrEqual(1000);
    // The most recent callers are still held to the limit.
    expect(throttle.hit('198.51.100.49999')).toBeGreaterThan(0);
  });
});

describe('check-subscription', ownServer, () => {
  const subscribed = (customerId: string): SubscriptionSnapshot => ({
    customerId,
    subscribed: true,
    tier: 'Pro',
    end: '2031-01-01T00:00:00.000Z',
  });
  const notSubscribed: SubscriptionSnapshot = {
    customerId: null,
    subscribed: false,
    tier: null,
    end: null,
  };

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
    const customers = new Map<string, string>();
    const providerCalls = new Map<string, number>();
    const payments: PaymentProvider = {
      findSubscription: async (email: string, customerId?: string | null) => {
        providerCalls.set(email, (providerCalls.get(email) ?? 0) + 1);
        const id = customerId ?? customers.get(email);
        return id ? subscribed(id) : notSubscribed;
      },
    };
    let server: LocalSupabase;

    beforeAll(async () => {
      server = await startTestServer({ functions: { paymentProvider: payments } });
    });
    afterAll(() => server.stop());

    it("an attacker cannot rebind another user's subscription row through the payment provider's sync", async () => {
      const victim = await newUser(server, 'stripe-victim');
      customers.set(victim.email, 'cus_victim');
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
        .eq('stripe_customer_id', 'cus_victim');
      expect(rows.data).toEqual([{ user_id: victim.id, stripe_customer_id: 'cus_victim' }]);
      expect((await checkSubscription(victim.client)).body).toMatchObject({ subscribed: true });
    });

    it('an attacker with one account cannot make check-subscription call the payment provider on every request', async () => {
      const { client, email } = await newUser(server, 'stripe-hammer');
      const answers = [];
      for (let i = 0; i < 40; i += 1) answers.push(await checkSubscription(client));

      expect(providerCalls.get(email)).toBe(1);
      expect(answers[0]?.status).toBe(200);
      const refused = answers.find((answer) => answer.status === 429);
      expect(refused?.body).toEqual({
        error: expect.stringMatching(/^Too many subscription checks\. Try again in \d+ seconds\.$/),
      });
      expect(refused?.retryAfter).toMatch(/^\d+$/);
    });
  });
});
