import Stripe from 'npm:stripe@23.1.0';
import { stripeWebhookDepsFromEnv } from '../_shared/env.ts';
import { paymentsNotConfigured, stripeFromEnv } from '../_shared/stripeApi.ts';
import { createStripeWebhookHandler } from '../_shared/stripeWebhook.ts';

const env = (name: string) => Deno.env.get(name);
const stripe = stripeFromEnv(env, Stripe);

Deno.serve(
  stripe && env('STRIPE_WEBHOOK_SECRET')
    ? createStripeWebhookHandler(stripeWebhookDepsFromEnv(env, stripe))
    : paymentsNotConfigured,
);
