import Stripe from 'npm:stripe@23.1.0';
import { createCheckoutHandler } from '../_shared/createCheckout.ts';
import { createCheckoutDepsFromEnv } from '../_shared/env.ts';
import { paymentsNotConfigured, stripeFromEnv } from '../_shared/stripeApi.ts';

const env = (name: string) => Deno.env.get(name);
const stripe = stripeFromEnv(env, Stripe);

Deno.serve(
  stripe ? createCheckoutHandler(createCheckoutDepsFromEnv(env, stripe)) : paymentsNotConfigured,
);
