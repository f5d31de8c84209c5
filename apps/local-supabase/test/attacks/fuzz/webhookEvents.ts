import { stripeSignatureHeader } from '@outpace/payments-stand-in';
import fc from 'fast-check';
import { inheritedNames, shortHostileString } from './hostileText.ts';
import type { RawRequest } from './rawHttp.ts';
import type { FuzzRequest } from './requests.ts';

/** Ids of real objects at the payment stand-in, so events reach past "no such object". */
export interface WebhookTargets {
  checkoutSessions: string[];
  paymentIntents: string[];
  customers: string[];
}

/** Every event type the webhook acts on, and a few it ignores. */
const eventTypes = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
  'charge.dispute.created',
  'checkout.session.expired',
  'invoice.paid',
];

/** A signed event, its signature made when it is sent (the timestamp must be fresh). */
export type WebhookFuzzRequest = FuzzRequest & { event: unknown };

function idLike(real: string[], prefix: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: real.length ? fc.constantFrom(...real) : fc.constant(`${prefix}_none`),
    },
    { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9]{1,24}$/).map((s) => `${prefix}_${s}`) },
    { weight: 2, arbitrary: shortHostileString },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(null, 42, true, [], {}, { id: 'x' }, ...inheritedNames),
    },
  );
}

/**
 * Events signed with the endpoint's secret whose objects name real, made-up and hostile ids: what the provider
 * could send in any order, and what a leaked secret could forge. The webhook reads every object back from the
 * provider, so none of them may grant, take back or answer a 5xx beyond what the provider's state says.
 */
export function signedWebhookEvent(targets: WebhookTargets): fc.Arbitrary<WebhookFuzzRequest> {
  const object = fc.record(
    {
      id: fc.oneof(
        idLike(targets.checkoutSessions, 'cs_test'),
        idLike(targets.paymentIntents, 'ch'),
      ),
      object: fc.constantFrom('checkout.session', 'subscription', 'charge', 'dispute'),
      customer: idLike(targets.customers, 'cus'),
      payment_intent: idLike(targets.paymentIntents, 'pi'),
      amount: fc.oneof(fc.integer(), fc.constant(2999)),
      amount_refunded: fc.oneof(fc.integer(), fc.constant(2999)),
      metadata: fc.dictionary(
        fc.constantFrom('user_id', 'product_id', ...inheritedNames),
        shortHostileString,
      ),
    },
    { requiredKeys: [] },
  );
  return fc
    .record({
      id: fc.oneof(
        { weight: 6, arbitrary: fc.stringMatching(/^[A-Za-z0-9]{8,24}$/).map((s) => `evt_${s}`) },
        { weight: 1, arbitrary: shortHostileString },
      ),
      type: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...eventTypes) },
        { weight: 1, arbitrary: shortHostileString },
      ),
      data: fc.record({ object }),
    })
    .map((event) => ({
      event,
      method: 'POST',
      path: '/functions/v1/stripe-webhook',
      headers: { 'content-type': 'application/json' },
      [fc.toStringMethod]: () => `signed ${JSON.stringify(event)}`,
    }));
}

/** The request as sent: the body signed now, as the provider signs each delivery. */
export function signedNow(request: WebhookFuzzRequest, secret: string): RawRequest {
  const body = JSON.stringify({ object: 'event', ...(request.event as object) });
  return {
    method: request.method,
    path: request.path,
    headers: {
      ...request.headers,
      'stripe-signature': stripeSignatureHeader(secret, body, Math.floor(Date.now() / 1000)),
    },
    body: new TextEncoder().encode(body),
  };
}
