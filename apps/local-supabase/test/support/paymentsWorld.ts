import { startPaymentsStandIn, type PaymentsStandIn } from '@outpace/payments-stand-in';
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
  const server = await startTestServer({
    functions: {
      env: {
        STRIPE_SECRET_KEY: standInKeys.secretKey,
        STRIPE_API_BASE: standIn.url,
        STRIPE_WEBHOOK_SECRET: standInKeys.webhookSecret,
      },
    },
  });
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
