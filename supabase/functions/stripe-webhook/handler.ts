import type { BillingApi } from '../_shared/project/billingApi.ts';
import {
  errorResponse,
  jsonResponse,
  maxBodyBytes,
  type Handler,
} from '../_shared/http/answers.ts';
import { tierOf } from '../_shared/stripe/subscriptions.ts';
import { activeAtProvider, endPlan, latestPaymentOf } from '../_shared/stripe/endPlan.ts';
import { serveFunction } from '../_shared/http/serveFunction.ts';
import {
  idOf,
  type StripeApi,
  type StripeChargeLike,
  type StripeEventLike,
} from '../_shared/stripe/api.ts';

export interface StripeWebhookDeps {
  billing: BillingApi;
  stripe: StripeApi;
  cryptoProvider: unknown;
  /** The endpoint's signing secret (`whsec_…`), STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string;
  log?: (message: string) => void;
}

const subscriptionEvents = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const paidCheckoutEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

const reversalEvents = new Set(['charge.refunded', 'charge.dispute.created']);

/** An id of the provider's shape (`cs_test_…`, `cus_…`, `pi_…`), else null: nothing else is looked up. */
const providerId = (value: unknown): string | null => {
  const id = typeof value === 'string' ? value : idOf((value as { id: string } | null) ?? null);
  return typeof id === 'string' && /^[a-z]+_[A-Za-z0-9_]{1,250}$/.test(id) ? id : null;
};

const objectId = (object: unknown): string | null =>
  providerId((object as { id?: unknown } | null)?.id ?? null);

/**
 * POST /functions/v1/stripe-webhook, called by Stripe: verifies the `Stripe-Signature` header on the raw bytes
 * (HMAC-SHA256 with the endpoint's secret, timestamp within 5 minutes), handles each event id once, and writes
 * purchases and subscriptions with the service role from the provider's current state, never from the event's
 * copy, so that late or reordered deliveries cannot roll anything back.
 */
export function createStripeWebhookHandler(deps: StripeWebhookDeps): Handler {
  const log = deps.log ?? console.error;
  const { stripe, billing } = deps;

  /**
   * Every subscription of the customer as the provider has it now, oldest first, recorded for the account: the
   * database keeps one live. A second one (two plans bought at once) is ended and refunded in full at once; one
   * whose payment was refunded or disputed is ended.
   */
  async function syncSubscriptions(customerId: string): Promise<void> {
    const userId = await billing.userOfCustomer(customerId);
    if (!userId) return log(`Subscription of unknown customer ${customerId} ignored`);
    const { data } = await stripe.subscriptions.list({
      customer: customerId,
      status: 'all',
      limit: 10,
    });
    for (const subscription of [...data].sort((a, b) => a.created - b.created)) {
      const item = subscription.items.data[0];
      if (!item) continue;
      const active = activeAtProvider(subscription);
      const end = active
        ? item.current_period_end
        : (subscription.ended_at ?? item.current_period_end);
      const state = await billing.recordSubscription({
        user_id: userId,
        customer_id: customerId,
        id: subscription.id,
        status: subscription.status,
        tier: tierOf(item.price),
        ends_at: new Date(end * 1000).toISOString(),
        payment_intent: (await latestPaymentOf(stripe, subscription))?.paymentIntent ?? null,
      });
      if (state === 'duplicate') await endPlan(stripe, subscription, 1, 'second-plan');
      else if ((state === 'refunded' || state === 'disputed') && active)
        await stripe.subscriptions.cancel(subscription.id);
    }
  }

  /**
   * A paid checkout: the template bought, with its receipt, or the plan started. A second payment for a template
   * the account has (two tabs, an old link) is refunded in full at once: the database said `refund_due`.
   */
  async function settleCheckout(sessionId: string): Promise<void> {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.payment_status !== 'paid') return;
    const customerId = idOf(session.customer);
    const userId = customerId ? await billing.userOfCustomer(customerId) : null;
    // Sessions are opened by create-checkout only, for the account's own customer; anything else is not ours.
    if (!customerId || !userId || userId !== session.metadata?.user_id) {
      return log(
        `Checkout ${session.id} of customer ${customerId ?? 'none'} ignored: not opened by this site`,
      );
    }
    if (session.mode === 'subscription') return syncSubscriptions(customerId);
    const productId = session.metadata?.product_id;
    if (session.mode !== 'payment' || !productId)
      return log(`Checkout ${session.id} sold nothing known`);
    const intentId = idOf(session.payment_intent);
    const charge = intentId ? await chargeOf(intentId) : null;
    const amount = session.amount_total ?? 0;
    const state = await billing.recordPurchase({
      user_id: userId,
      product_id: productId,
      amount_cents: amount,
      currency: session.currency ?? 'usd',
      receipt_url: charge?.receipt_url ?? null,
      checkout_session_id: session.id,
      payment_intent_id: intentId,
    });
    if (state !== 'refund_due' || !intentId || !charge) return;
    if (charge.amount_refunded < charge.amount) {
      await stripe.refunds.create(
        { payment_intent: intentId, metadata: { reason: 'second-payment' } },
        { idempotencyKey: `second-payment-${session.id}` },
      );
    }
    await billing.recordReversal(intentId, 'refunded', charge.amount, charge.amount);
  }

  async function chargeOf(paymentIntent: string): Promise<StripeChargeLike | null> {
    const { latest_charge: charge } = await stripe.paymentIntents.retrieve(paymentIntent, {
      expand: ['latest_charge'],
    });
    return typeof charge === 'object' ? charge : null;
  }

  /**
   * A refund or a dispute: the payment as the provider has it now decides what the database takes back; a plan it
   * takes back is also ended at the provider, so it does not renew.
   */
  async function settleReversal(paymentIntent: string): Promise<void> {
    const charge = await chargeOf(paymentIntent);
    if (!charge || (!charge.disputed && charge.amount_refunded === 0)) return;
    const taken = await billing.recordReversal(
      paymentIntent,
      charge.disputed ? 'disputed' : 'refunded',
      charge.amount_refunded,
      charge.amount,
    );
    if (taken !== 'subscription') return;
    const subscriptionId = await billing.subscriptionPaidBy(paymentIntent);
    if (!subscriptionId) return;
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    if (activeAtProvider(subscription)) await stripe.subscriptions.cancel(subscription.id);
  }

  return serveFunction({
    methods: ['POST'],
    // Stripe is the caller: it proves itself with the signature below, not with a session.
    session: 'anyone',
    handle: async (request) => {
      const signature = request.headers.get('stripe-signature');
      if (!signature) return errorResponse(request, 400, 'Missing Stripe-Signature header');
      const raw = new Uint8Array(await request.arrayBuffer());
      if (raw.byteLength > maxBodyBytes)
        return errorResponse(request, 413, 'Request body too large');
      const event = await stripe.webhooks
        .constructEventAsync(raw, signature, deps.webhookSecret, undefined, deps.cryptoProvider)
        .catch((error: unknown) => {
          log(`Webhook refused: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        });
      if (!event) return errorResponse(request, 400, 'Invalid signature');
      // What payment_events can hold; Stripe's own ids and types always fit.
      if (
        !/^evt_[A-Za-z0-9_]+$/.test(String(event.id)) ||
        !/^[a-z0-9_.]{1,100}$/.test(String(event.type))
      )
        return errorResponse(request, 400, 'Not an event id and type from the provider');
      if (await billing.eventSeen(event.id))
        return jsonResponse(request, 200, { received: true, duplicate: true });

      await settle(event).catch((error: unknown) => {
        // A signed event naming something the provider does not have: a retry would find nothing either.
        if ((error as { code?: unknown } | null)?.code !== 'resource_missing') throw error;
        log(`Event ${event.id} (${event.type}) names an object the provider does not have`);
      });
      // Recorded after it took effect: a failure above answers 500 and Stripe delivers the event again.
      await billing.recordEvent(event.id, event.type);
      return jsonResponse(request, 200, { received: true });
    },
    log,
  });

  async function settle(event: StripeEventLike): Promise<void> {
    const id = objectId(event.data.object);
    if (id && paidCheckoutEvents.has(event.type)) await settleCheckout(id);
    if (subscriptionEvents.has(event.type)) {
      const customer = providerId((event.data.object as { customer?: unknown }).customer);
      if (customer) await syncSubscriptions(customer);
    }
    if (reversalEvents.has(event.type)) {
      const intent = providerId((event.data.object as { payment_intent?: unknown }).payment_intent);
      if (intent) await settleReversal(intent);
    }
  }
}
