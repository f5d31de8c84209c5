import { startPaymentsStandIn, testCards, type PaymentsStandIn } from '@outpace/payments-stand-in';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { startTestServer } from './harness.ts';

export const standInKeys = {
  secretKey: 'sk_test_functions',
  webhookSecret: 'whsec_functions',
} as const;

export interface PaymentsWorld {
  server: LocalSupabase;
  /** The payment stand-in (apps/payments-stand-in): the outside world Stripe would be. */
  standIn: PaymentsStandIn;
  webhookUrl: string;
  stop(): Promise<void>;
}

/** The local server with its payment functions talking to a payment stand-in that delivers webhooks back. */
export async function startPaymentsWorld(): Promise<PaymentsWorld> {
  const standIn = await startPaymentsStandIn({ secretKey: standInKeys.secretKey, log: () => {} });
  const server = await startTestServer({ functions: { env: standInEnv(standIn) } });
  const webhookUrl = `${server.url}/functions/v1/stripe-webhook`;
  standIn.setWebhook({ url: webhookUrl, secret: standInKeys.webhookSecret });
  return {
    server,
    standIn,
    webhookUrl,
    async stop() {
      await standIn.webhooksIdle();
      await Promise.all([server.stop(), standIn.stop()]);
    },
  };
}

/** Fills in the stand-in's hosted checkout page as a buyer would; answers the page's status and where it goes. */
export async function payOnHostedPage(url: string, card: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, expiry: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    page: await response.text(),
  };
}

export async function tokenOf(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session?.access_token ?? '';
}

/** A function called as a browser would (supabase-js adds nothing else), answering status and JSON body. */
export async function callFunction(
  world: PaymentsWorld,
  name: string,
  token: string | null,
  body?: unknown,
  method = 'POST',
) {
  const response = await fetch(`${world.server.url}/functions/v1/${name}`, {
    method,
    headers: {
      apikey: world.server.anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Content-Type': 'application/json',
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Pays on the hosted page and waits until every webhook it caused was delivered. */
export async function payAndSettle(
  world: PaymentsWorld,
  url: string,
  card: string = testCards.paid,
) {
  const outcome = await payOnHostedPage(url, card);
  await world.standIn.webhooksIdle();
  return outcome;
}

/** The environment that points the deployed payment functions at `standIn`. */
export const standInEnv = (standIn: PaymentsStandIn): Record<string, string> => ({
  STRIPE_SECRET_KEY: standInKeys.secretKey,
  STRIPE_API_BASE: standIn.url,
  STRIPE_WEBHOOK_SECRET: standInKeys.webhookSecret,
});

/**
 * A customer of `email` who paid for a monthly plan at the provider, as happens when someone subscribes before
 * having an account here; answers the customer's id.
 */
export function subscribedAtProvider(
  standIn: PaymentsStandIn,
  email: string,
  tier: string,
): string {
  const { ledger } = standIn;
  const customer = ledger.createCustomer(email, {});
  const price = ledger.createPrice({
    currency: 'usd',
    unitAmount: 1900,
    productName: tier,
    lookupKey: null,
    transferLookupKey: false,
    nickname: tier,
    interval: 'month',
    metadata: {},
  });
  const session = ledger.createCheckoutSession({
    mode: 'subscription',
    price,
    quantity: 1,
    customer: customer.id,
    customerEmail: null,
    clientReferenceId: null,
    metadata: {},
    successUrl: 'http://127.0.0.1:4173/account',
    cancelUrl: null,
  });
  ledger.pay(session.id, testCards.paid);
  return customer.id;
}
