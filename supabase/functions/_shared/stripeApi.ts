/**
 * The part of the official `stripe` client the functions use, as an interface: the Deno entry points pass the
 * package loaded through `npm:stripe@23.1.0`, the local server the same version from node_modules, and nothing
 * here depends on how it was loaded. Locally the client is pointed at the payment stand-in (apps/payments-stand-in)
 * by the constructor options Stripe documents for its own mock server: host, port and protocol.
 */
import type { EnvReader } from './env.ts';
import { errorResponse, type Handler } from './http.ts';
import { serveFunction } from './serveFunction.ts';

/** Every request names this version, and the stand-in answers in its shapes. */
export const stripeApiVersion = '2026-10-28.endive';

type Metadata = Record<string, string>;

export interface StripePriceLike {
  id: string;
  unit_amount: number | null;
  currency: string;
  nickname: string | null;
  lookup_key: string | null;
  recurring: { interval: string } | null;
}

export interface StripeSubscriptionLike {
  id: string;
  customer: string | { id: string };
  status: string;
  cancel_at_period_end: boolean;
  ended_at: number | null;
  items: { data: { price: StripePriceLike; current_period_end: number }[] };
}

export interface StripeCheckoutSessionLike {
  id: string;
  url: string | null;
  mode: string;
  status: string | null;
  payment_status: string;
  customer: string | { id: string } | null;
  client_reference_id: string | null;
  metadata: Metadata | null;
  amount_total: number | null;
  currency: string | null;
  subscription: string | { id: string } | null;
  payment_intent: string | { id: string } | null;
  created: number;
}

export interface StripeEventLike {
  id: string;
  type: string;
  data: { object: unknown };
}

interface List<T> {
  data: T[];
}

export interface StripeApi {
  customers: {
    create(
      params: { email: string; metadata: Metadata },
      options: { idempotencyKey: string },
    ): Promise<{ id: string }>;
    list(params: { email: string; limit: number }): Promise<List<{ id: string }>>;
  };
  prices: {
    list(params: {
      lookup_keys: string[];
      active: boolean;
      limit: number;
    }): Promise<List<StripePriceLike>>;
    create(params: {
      currency: string;
      unit_amount: number;
      lookup_key: string;
      transfer_lookup_key: boolean;
      nickname: string;
      product_data: { name: string };
      recurring?: { interval: 'month' };
    }): Promise<StripePriceLike>;
  };
  checkout: {
    sessions: {
      create(params: {
        mode: 'payment' | 'subscription';
        customer: string;
        client_reference_id: string;
        metadata: Metadata;
        line_items: { price: string; quantity: number }[];
        success_url: string;
        cancel_url: string;
      }): Promise<StripeCheckoutSessionLike>;
      retrieve(id: string): Promise<StripeCheckoutSessionLike>;
    };
  };
  subscriptions: {
    list(params: {
      customer: string;
      status: 'all';
      limit: number;
    }): Promise<List<StripeSubscriptionLike>>;
  };
  paymentIntents: {
    retrieve(
      id: string,
      params: { expand: string[] },
    ): Promise<{ latest_charge: string | { receipt_url: string | null } | null }>;
  };
  billingPortal: {
    sessions: {
      create(params: { customer: string; return_url: string }): Promise<{ url: string }>;
    };
  };
  webhooks: {
    constructEventAsync(
      payload: string | Uint8Array,
      header: string,
      secret: string,
      tolerance: number | undefined,
      cryptoProvider: unknown,
    ): Promise<StripeEventLike>;
  };
}

/** The `stripe` package's default export, as far as the functions use it (`HttpClient` stays the package's own). */
export interface StripeModule<HttpClient> {
  new (
    key: string,
    config: {
      apiVersion: typeof stripeApiVersion;
      httpClient: HttpClient;
      host?: string;
      port?: string;
      protocol?: 'http' | 'https';
    },
  ): StripeApi;
  createFetchHttpClient(): HttpClient;
  createSubtleCryptoProvider(): unknown;
}

export interface StripeConnection {
  stripe: StripeApi;
  /** Web Crypto, which Deno and Node both have; the client's default needs Node's crypto module. */
  cryptoProvider: unknown;
}

/**
 * The client for STRIPE_SECRET_KEY, or undefined when payments are not configured. STRIPE_API_BASE (for example
 * http://127.0.0.1:12111) points it at the local payment stand-in instead of api.stripe.com.
 */
export function stripeFromEnv<HttpClient>(
  env: EnvReader,
  Stripe: StripeModule<HttpClient>,
): StripeConnection | undefined {
  const key = env('STRIPE_SECRET_KEY');
  if (!key) return undefined;
  const base = env('STRIPE_API_BASE');
  const target = base ? new URL(base) : undefined;
  const stripe = new Stripe(key, {
    apiVersion: stripeApiVersion,
    httpClient: Stripe.createFetchHttpClient(),
    ...(target
      ? {
          host: target.hostname,
          port: target.port,
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return { stripe, cryptoProvider: Stripe.createSubtleCryptoProvider() };
}

export interface PriceSpec {
  lookupKey: string;
  name: string;
  amountCents: number;
  currency: string;
  monthly: boolean;
}

/**
 * The provider's price for a row of ours, found by its lookup key; created (taking the key over from an older
 * price) when there is none yet or the row's amount changed, so the database stays the one place prices are set.
 */
export async function ensurePrice(stripe: StripeApi, spec: PriceSpec): Promise<string> {
  const [current] = (
    await stripe.prices.list({ lookup_keys: [spec.lookupKey], active: true, limit: 1 })
  ).data;
  if (
    current &&
    current.unit_amount === spec.amountCents &&
    current.currency === spec.currency &&
    Boolean(current.recurring) === spec.monthly
  ) {
    return current.id;
  }
  const created = await stripe.prices.create({
    currency: spec.currency,
    unit_amount: spec.amountCents,
    lookup_key: spec.lookupKey,
    transfer_lookup_key: true,
    nickname: spec.name,
    product_data: { name: spec.name },
    ...(spec.monthly ? { recurring: { interval: 'month' as const } } : {}),
  });
  return created.id;
}

export const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** What the payment functions answer on a project without STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET). */
export const paymentsNotConfigured: Handler = serveFunction({
  methods: ['POST'],
  session: 'anyone',
  handle: async (request) =>
    errorResponse(request, 503, 'Payments are not configured on this server'),
});
