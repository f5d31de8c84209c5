import type { StripeEvent } from './objects.ts';
import { stripeSignatureHeader } from './signature.ts';

export interface WebhookEndpoint {
  url: string;
  /** The endpoint's signing secret (`whsec_…`). */
  secret: string;
}

export interface WebhookSender {
  send(event: StripeEvent): void;
  /** Resolves once every delivery started so far has succeeded or given up (tests wait on it, never on time). */
  idle(): Promise<void>;
}

const retryDelaysMs = [250, 1000, 4000];

/**
 * Posts each event to the endpoint as Stripe does: the JSON body signed in `Stripe-Signature`, retried when the
 * endpoint does not answer 2xx (Stripe retries for days with back-off; here a few times within seconds).
 */
export function createWebhookSender(
  endpoint: () => WebhookEndpoint | undefined,
  log: (line: string) => void,
): WebhookSender {
  const pending = new Set<Promise<void>>();

  async function deliver(event: StripeEvent): Promise<void> {
    const target = endpoint();
    if (!target) return;
    const body = JSON.stringify(event, null, 2);
    for (let attempt = 0; ; attempt += 1) {
      const timestamp = Math.floor(Date.now() / 1000);
      const answer = await fetch(target.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': stripeSignatureHeader(target.secret, body, timestamp),
        },
        body,
      }).then(
        async (response) => {
          await response.body?.cancel();
          return response.status;
        },
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      if (typeof answer === 'number' && answer >= 200 && answer < 300) return;
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) {
        log(`webhook ${event.type} ${event.id} gave up: ${answer}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  return {
    send(event) {
      const delivery = deliver(event).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
