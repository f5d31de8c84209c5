import { stripeConnectionFromEnv } from '../_shared/stripe/sdk.ts';
import { checkSubscriptionDepsFromEnv } from './fromEnv.ts';
import { createCheckSubscriptionHandler } from './handler.ts';
import { createStripeProvider } from './provider.ts';

const env = (name: string) => Deno.env.get(name);
const stripe = stripeConnectionFromEnv(env);

Deno.serve(
  createCheckSubscriptionHandler(
    checkSubscriptionDepsFromEnv(env, stripe && createStripeProvider(stripe.stripe)),
  ),
);
