import { paymentsNotConfigured } from '../_shared/stripe/notConfigured.ts';
import { stripeConnectionFromEnv } from '../_shared/stripe/sdk.ts';
import { customerPortalDepsFromEnv } from './fromEnv.ts';
import { createCustomerPortalHandler } from './handler.ts';

const env = (name: string) => Deno.env.get(name);
const stripe = stripeConnectionFromEnv(env);

Deno.serve(
  stripe
    ? createCustomerPortalHandler(customerPortalDepsFromEnv(env, stripe))
    : paymentsNotConfigured,
);
