/**
 * Builds the Stripe client from the environment. Locally it is pointed at the payment stand-in
 * (apps/payments-stand-in) by the constructor options Stripe documents for its own mock server: host, port and
 * protocol.
 */
import { stripeApiVersion } from '../../../../packages/core/src/contracts/index.ts';
import type { EnvReader } from '../env.ts';
import type { StripeApi } from './api.ts';

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
