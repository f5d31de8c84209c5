import { siteUrl, type EnvReader } from '../_shared/env.ts';
import { createThrottle } from '../_shared/memory/throttle.ts';
import { billingApiFromEnv, projectApiFromEnv } from '../_shared/project/fromEnv.ts';
import type { StripeConnection } from '../_shared/stripe/client.ts';
import type { CreateCheckoutDeps } from './handler.ts';

export function createCheckoutDepsFromEnv(
  env: EnvReader,
  { stripe }: StripeConnection,
): CreateCheckoutDeps {
  return {
    api: projectApiFromEnv(env),
    billing: billingApiFromEnv(env),
    stripe,
    siteUrl: siteUrl(env),
    perUser: createThrottle(20, 60),
  };
}
