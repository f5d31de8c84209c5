import { required, type EnvReader } from '../_shared/env.ts';
import { billingApiFromEnv } from '../_shared/project/fromEnv.ts';
import type { StripeConnection } from '../_shared/stripe/client.ts';
import type { StripeWebhookDeps } from './handler.ts';

export const stripeWebhookDepsFromEnv = (
  env: EnvReader,
  { stripe, cryptoProvider }: StripeConnection,
): StripeWebhookDeps => ({
  billing: billingApiFromEnv(env),
  stripe,
  cryptoProvider,
  webhookSecret: required(env, 'STRIPE_WEBHOOK_SECRET'),
});
