import { siteUrl, type EnvReader } from '../_shared/env.ts';
import { billingApiFromEnv, projectApiFromEnv } from '../_shared/project/fromEnv.ts';
import type { StripeConnection } from '../_shared/stripe/client.ts';
import type { CustomerPortalDeps } from './handler.ts';

export const customerPortalDepsFromEnv = (
  env: EnvReader,
  { stripe }: StripeConnection,
): CustomerPortalDeps => ({
  api: projectApiFromEnv(env),
  billing: billingApiFromEnv(env),
  stripe,
  siteUrl: siteUrl(env),
});
