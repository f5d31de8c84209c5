import Stripe from 'npm:stripe@23.1.0';
import { createCheckSubscriptionHandler } from '../_shared/checkSubscription.ts';
import { checkSubscriptionDepsFromEnv, stripeProvider } from '../_shared/env.ts';
import { stripeFromEnv } from '../_shared/stripeApi.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(
  createCheckSubscriptionHandler(
    checkSubscriptionDepsFromEnv(env, fetch, stripeProvider(stripeFromEnv(env, Stripe))),
  ),
);
