import type { EnvReader } from '../_shared/env.ts';
import { billingApiFromEnv, projectApiFromEnv } from '../_shared/project/fromEnv.ts';
import type { StripeConnection } from '../_shared/stripe/client.ts';
import type { DeleteAccountDeps } from './handler.ts';

export const deleteAccountDepsFromEnv = (
  env: EnvReader,
  stripe: StripeConnection | undefined,
): DeleteAccountDeps => ({
  api: projectApiFromEnv(env),
  ...(stripe ? { payments: { stripe: stripe.stripe, billing: billingApiFromEnv(env) } } : {}),
});
