import { errorResponse, jsonResponse, type Handler } from '../_shared/http/answers.ts';
import { serveFunction } from '../_shared/http/serveFunction.ts';
import type { Throttle } from '../_shared/memory/throttle.ts';
import type {
  AuthUser,
  ProjectApi,
  SubscriberRow,
  SubscriptionFields,
} from '../_shared/project/projectApi.ts';
import type { SubscriptionStatus } from '../../../packages/core/src/contracts/index.ts';
import { noSubscription } from '../_shared/project/subscriptionStatus.ts';
import type { PaymentProvider } from './provider.ts';
import type { SharedAnswers } from './sharedAnswers.ts';

export interface CheckSubscriptionDeps {
  api: Pick<
    ProjectApi,
    'getUser' | 'findSubscriber' | 'claimSubscriber' | 'insertSubscriber' | 'subscriptionAnswer'
  >;
  /** Checks per signed-in user, whatever the payment setup. */
  perUser: Throttle;
  /** Present only when a payment provider is configured; the stored row is the truth otherwise. */
  payments?: { provider: PaymentProvider; answers: SharedAnswers<SubscriptionStatus> };
  log?: (message: string) => void;
}

type Api = CheckSubscriptionDeps['api'];

/**
 * The user's row: the one bound to their id, else the row of their address when nobody owns it yet
 * (bought before signing up) and the address is confirmed. A row bound to another account is never
 * theirs, even when its address is theirs today.
 */
async function ownRow(api: Api, user: AuthUser): Promise<SubscriberRow | null> {
  const own = await api.findSubscriber(user.id);
  if (own || !user.emailConfirmed) return own;
  // A concurrent check of the same user may have claimed it first.
  return (await api.claimSubscriber(user)) ?? (await api.findSubscriber(user.id));
}

/**
 * Asks the provider about the user's confirmed address, for an account without a row yet: a subscription bought
 * before the account existed. The answer is stored as a new row, never merged into one bound to someone else.
 * Once a row exists the payment webhook keeps it current, so it is the truth from then on.
 */
async function syncFromProvider(
  api: Api,
  provider: PaymentProvider,
  user: AuthUser,
  log: (message: string) => void,
): Promise<SubscriptionStatus> {
  const snapshot = await provider.findSubscription(user.email, user.id);
  const fields: SubscriptionFields = {
    stripe_customer_id: snapshot.customerId,
    subscribed: snapshot.subscribed,
    subscription_tier: snapshot.tier,
    subscription_end: snapshot.end,
  };
  if (!(await api.insertSubscriber({ user_id: user.id, email: user.email, ...fields }))) {
    log(`Subscription of ${user.email} left alone: its row belongs to another account`);
    return noSubscription;
  }
  return (await api.subscriptionAnswer(user.id)) ?? noSubscription;
}

/**
 * POST /functions/v1/check-subscription with the user's access token: answers the caller's subscription
 * state from their row, which the payment webhook keeps current. Without a row, and when a payment provider
 * is configured, it first looks for a subscription bought with the caller's confirmed address; that answer is
 * shared per user for a short while, so a client repeating the call cannot multiply provider calls.
 * Session: `user`, so an aal1 session of an account with a verified factor gets a 403, as RLS would refuse it.
 */
export function createCheckSubscriptionHandler(deps: CheckSubscriptionDeps): Handler {
  const log = deps.log ?? console.error;
  return serveFunction({
    methods: ['POST', 'GET'],
    session: 'user',
    api: deps.api,
    handle: async (request, user) => {
      const wait = deps.perUser.hit(user.id);
      if (wait > 0) {
        return errorResponse(
          request,
          429,
          `Too many subscription checks. Try again in ${wait} seconds.`,
          { 'Retry-After': String(wait) },
        );
      }

      const row = await ownRow(deps.api, user);
      if (row || !deps.payments || !user.emailConfirmed) {
        // Whether the row's plan counts now is the database's answer (subscription_answers).
        const answer = row ? await deps.api.subscriptionAnswer(user.id) : null;
        return jsonResponse(request, 200, answer ?? noSubscription);
      }
      const { provider, answers } = deps.payments;
      const status = await answers.get(user.id, () =>
        syncFromProvider(deps.api, provider, user, log),
      );
      return jsonResponse(request, 200, status);
    },
    log,
  });
}
