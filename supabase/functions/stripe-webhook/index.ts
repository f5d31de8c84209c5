import { paymentsNotConfigured } from '../_shared/stripe/notConfigured.ts';
import { stripeConnectionFromEnv } from '../_shared/stripe/sdk.ts';
import { stripeWebhookDepsFromEnv } from './fromEnv.ts';
import { createStripeWebhookHandler } from './handler.ts';

const env = (name: string) => Deno.env.get(name);
const stripe = stripeConnectionFromEnv(env);

Deno.serve(
  stripe && env('STRIPE_WEBHOOK_SECRET')
    ? createStripeWebhookHandler(stripeWebhookDepsFromEnv(env, stripe))
    : paymentsNotConfigured,
);
