/**
 * A stand-in for Stripe at the edge of the world, for development and tests only: the part of Stripe's HTTP API
 * that the Edge Functions call, the hosted checkout and billing portal pages, and webhooks signed as Stripe signs
 * them. With real Stripe keys in the environment nothing starts it and the functions talk to Stripe.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createApi } from './api.ts';
import { Ledger } from './ledger.ts';
import { createPages } from './pages.ts';
import { createWebhookSender, type WebhookEndpoint } from './webhooks.ts';

export { testCards } from './ledger.ts';
export { stripeSignatureHeader } from './signature.ts';

export interface PaymentsStandInOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The only API key it accepts (`Authorization: Bearer …`). */
  secretKey: string;
  /** Where events go; may be set after start (`setWebhook`), as the receiver's port may not be known before. */
  webhook?: WebhookEndpoint;
  log?: (line: string) => void;
}

export interface PaymentsStandIn {
  /** Origin of the API and the hosted pages, e.g. http://127.0.0.1:12111. */
  url: string;
  ledger: Ledger;
  /** Every API request it was sent, as `GET /v1/customers?email=…`, in order: Stripe's request log. */
  requests: readonly string[];
  /** Undefined holds events back (they stay in the ledger, to be resent): tests use it to forge deliveries. */
  setWebhook(endpoint: WebhookEndpoint | undefined): void;
  /** Resolves once every webhook sent so far was delivered or given up. */
  webhooksIdle(): Promise<void>;
  stop(): Promise<void>;
}

const maxClockStepSeconds = 10 * 366 * 24 * 60 * 60;

export async function startPaymentsStandIn(
  options: PaymentsStandInOptions,
): Promise<PaymentsStandIn> {
  const log = options.log ?? ((line: string) => console.log(`[payments-stand-in] ${line}`));
  let webhook = options.webhook;
  let url = '';
  const sender = createWebhookSender(() => webhook, log);
  const ledger = new Ledger({ publicUrl: () => url, emit: (event) => sender.send(event) });

  const requests: string[] = [];
  const app = new Hono();
  app.get('/', (c) => c.text('Payment stand-in (local development and tests only)\n'));
  app.use('/v1/*', async (c, next) => {
    requests.push(`${c.req.method} ${c.req.path}${new URL(c.req.url).search}`);
    await next();
  });
  app.route('/v1', createApi(ledger, options.secretKey));
  // Dev routes: what Stripe's test clocks and "resend" button do, without a dashboard.
  app.post('/__dev/clock', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { advance_seconds?: unknown };
    const step = body.advance_seconds;
    if (
      typeof step !== 'number' ||
      !Number.isSafeInteger(step) ||
      step < 0 ||
      step > maxClockStepSeconds
    ) {
      return c.json(
        { error: 'advance_seconds must be a whole number of seconds, 0 to ten years' },
        400,
      );
    }
    return c.json({ now: ledger.advanceClock(step) });
  });
  app.get('/__dev/clock', (c) => c.json({ now: ledger.now() }));
  app.post('/__dev/events/:id/resend', (c) => {
    const event = ledger.events.get(c.req.param('id'));
    if (!event) return c.json({ error: 'No such event' }, 404);
    sender.send(event);
    return c.json({ resent: event.id });
  });
  app.route('/', createPages(ledger));

  let server: ServerType | undefined;
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: app.fetch, hostname: options.host ?? '127.0.0.1', port: options.port ?? 0 },
      () => resolve(),
    );
  });
  const address = server?.address() as AddressInfo;
  url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url,
    ledger,
    requests,
    setWebhook(endpoint) {
      webhook = endpoint;
    },
    webhooksIdle: () => sender.idle(),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server?.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
