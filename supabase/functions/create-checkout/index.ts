import { paymentsNotConfigured } from '../_shared/stripe/notConfigured.ts';
import { stripeConnectionFromEnv } from '../_shared/stripe/sdk.ts';
import { createCheckoutDepsFromEnv } from './fromEnv.ts';
import { createCheckoutHandler } from './handler.ts';

const env = (name: string) => Deno.env.get(name);
const stripe = stripeConnectionFromEnv(env);

Deno.serve(
  stripe ? createCheckoutHandler(createCheckoutDepsFromEnv(env, stripe)) : paymentsNotConfigured,
);
