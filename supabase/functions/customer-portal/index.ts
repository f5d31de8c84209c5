import Stripe from 'npm:stripe@23.1.0';
import { customerPortalDepsFromEnv } from '../_shared/env.ts';
import { createCustomerPortalHandler } from '../_shared/customerPortal.ts';
import { paymentsNotConfigured, stripeFromEnv } from '../_shared/stripeApi.ts';

const env = (name: string) => Deno.env.get(name);
const stripe = stripeFromEnv(env, Stripe);

Deno.serve(
  stripe
    ? createCustomerPortalHandler(customerPortalDepsFromEnv(env, stripe))
    : paymentsNotConfigured,
);
