import type { BillingApi } from './billingApi.ts';
import { errorResponse, jsonResponse, maxBodyBytes, type Handler } from './http.ts';
import { currentSubscription } from './payments.ts';
import type { ProjectApi } from './projectApi.ts';
import { serveFunction } from './serveFunction.ts';
import { idOf, type StripeApi } from './stripeApi.ts';

export interface StripeWebhookDeps {
  api: Pick<ProjectApi, 'findSubscriber' | 'updateSubscriber' | 'insertSubscriber'>;
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

const objectId = (object: unknown): string | null => {
  const id = (object as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
};

/**
 * POST /functions/v1/stripe-webhook, called by Stripe: verifies the `Stripe-Signature` header on the raw bytes
 * (HMAC-SHA256 with the endpoint's secret, timestamp within 5 minutes), handles each event id once, and writes
 * purchases and subscriptions with the service role from the provider's current state, never from the event's
 * copy, so that late or reordered deliveries cannot roll anything back.
 */
export function createStripeWebhookHandler(deps: StripeWebhookDeps): Handler {
  const log = deps.log ?? console.error;
  const { stripe, billing } = deps;

  /** The customer's subscription as the provider has it now, stored on their account's row. */
  async function syncSubscription(customerId: string): Promise<void> {
    const userId = await billing.userOfCustomer(customerId);
    if (!userId) return log(`Subscription of unknown customer ${customerId} ignored`);
    const snapshot = await currentSubscription(stripe, customerId);
    const fields = {
      stripe_customer_id: customerId,
      subscribed: snapshot.subscribed,
      subscription_tier: snapshot.tier,
      subscription_end: snapshot.end,
    };
    if (await deps.api.findSubscriber(userId)) return deps.api.updateSubscriber(userId, fields);
    const email = await billing.userEmail(userId);
    if (!email) return log(`Subscription of deleted account ${userId} ignored`);
    if (!(await deps.api.insertSubscriber({ user_id: userId, email, ...fields }))) {
      log(`Subscription of ${userId} not stored: the row of ${email} belongs to another account`);
    }
  }

  /** A paid checkout: the template bought, with its receipt, or the plan started. */
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
    if (session.mode === 'subscription') return syncSubscription(customerId);
    const productId = session.metadata?.product_id;
    if (session.mode !== 'payment' || !productId)
      return log(`Checkout ${session.id} sold nothing known`);
    const intentId = idOf(session.payment_intent);
    const charge = intentId
      ? (await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }))
          .latest_charge
      : null;
    await billing.recordPurchase({
      user_id: userId,
      product_id: productId,
      amount_cents: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      receipt_url: typeof charge === 'object' ? (charge?.receipt_url ?? null) : null,
      checkout_session_id: session.id,
    });
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
      if (await billing.eventSeen(event.id))
        return jsonResponse(request, 200, { received: true, duplicate: true });

      const id = objectId(event.data.object);
      if (id && paidCheckoutEvents.has(event.type)) await settleCheckout(id);
      if (subscriptionEvents.has(event.type)) {
        const customer = idOf((event.data.object as { customer?: string | null }).customer ?? null);
        if (customer) await syncSubscription(customer);
      }
      // Recorded after it took effect: a failure above answers 500 and Stripe delivers the event again.
      await billing.recordEvent(event.id, event.type);
      return jsonResponse(request, 200, { received: true });
    },
    log,
  });
}
