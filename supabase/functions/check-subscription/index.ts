import { createCheckSubscriptionHandler } from '../_shared/checkSubscription.ts';
import { checkSubscriptionDepsFromEnv } from '../_shared/env.ts';

Deno.serve(
  createCheckSubscriptionHandler(checkSubscriptionDepsFromEnv((name) => Deno.env.get(name))),
);
