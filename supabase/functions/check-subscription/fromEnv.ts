import { seconds, type EnvReader } from '../_shared/env.ts';
import { createThrottle } from '../_shared/memory/throttle.ts';
import { projectApiFromEnv } from '../_shared/project/fromEnv.ts';
import type { SubscriptionStatus } from '../../../packages/core/src/contracts/index.ts';
import type { CheckSubscriptionDeps } from './handler.ts';
import type { PaymentProvider } from './provider.ts';
import { createSharedAnswers } from './sharedAnswers.ts';

/**
 * `provider` is Stripe when the entry point has a client (STRIPE_SECRET_KEY); without one the stored row is the
 * only truth.
 */
export function checkSubscriptionDepsFromEnv(
  env: EnvReader,
  provider?: PaymentProvider,
): CheckSubscriptionDeps {
  const cacheSeconds = seconds(env, 'SUBSCRIPTION_CACHE_SECONDS', 60);
  return {
    api: projectApiFromEnv(env),
    perUser: createThrottle(30, 60),
    ...(provider
      ? { payments: { provider, answers: createSharedAnswers<SubscriptionStatus>(cacheSeconds) } }
      : {}),
  };
}
