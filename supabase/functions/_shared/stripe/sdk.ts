/**
 * The one place the Stripe SDK is loaded, as deployed (`npm:` specifier, Deno): each payment function's index.ts
 * builds its client here, and the version is written once.
 */
import Stripe from 'npm:stripe@23.1.0';
import type { EnvReader } from '../env.ts';
import { stripeFromEnv, type StripeConnection } from './client.ts';

export const stripeConnectionFromEnv = (env: EnvReader): StripeConnection | undefined =>
  stripeFromEnv(env, Stripe);
