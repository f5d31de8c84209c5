/**
 * The Stripe objects the stand-in keeps, in the shapes of the API version the functions pin (`stripeApiVersion`,
 * packages/core/src/contracts/stripe.ts), reduced to the fields the functions and the hosted pages read. Times are
 * unix seconds.
 */

type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  lookup_key: string | null;
  nickname: string | null;
  product: string;
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number } | null;
  type: 'one_time' | 'recurring';
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  subscription: string | null;
  payment_intent: string | null;
  /** The first invoice of a subscription-mode session. */
  invoice: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not part of Stripe's answer (line items are a separate list there): dropped by `publicSession`. */
  price: string;
  quantity: number;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'canceled';
  cancel_at_period_end: boolean;
  latest_invoice: string | null;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  start_date: number;
  created: number;
  metadata: Metadata;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false };
  livemode: false;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  currency: string;
  customer: string | null;
  paid: true;
  status: 'succeeded';
  payment_intent: string;
  amount_refunded: number;
  refunded: boolean;
  disputed: boolean;
  receipt_url: string;
  description: string | null;
  created: number;
  livemode: false;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  status: 'succeeded';
  latest_charge: string;
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Metadata;
  created: number;
}

export interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'needs_response';
  reason: 'fraudulent';
  created: number;
  livemode: false;
}

/** A subscription's bill for one period, paid by one payment (Stripe: an invoice and its invoice payment). */
export interface Invoice {
  id: string;
  object: 'invoice';
  customer: string;
  amount_paid: number;
  currency: string;
  status: 'paid';
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
  created: number;
  livemode: false;
  /** Not part of Stripe's answer unless `payments` is expanded. */
  payment_intent: string;
}

/** What a portal session was opened for: the whole portal, or straight to changing one plan. */
export type PortalFlow = {
  type: 'subscription_update';
  subscription_update: { subscription: string };
} | null;

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
  flow: PortalFlow;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  type: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

/** What a checkout session looks like to an API caller. */
export function publicSession(
  session: CheckoutSession,
): Omit<CheckoutSession, 'price' | 'quantity'> {
  const { price: _price, quantity: _quantity, ...rest } = session;
  return rest;
}

/** An invoice as an API caller sees it; `payments` only when expanded, as Stripe includes it. */
export function publicInvoice(invoice: Invoice, withPayments: boolean) {
  const { payment_intent: paymentIntent, ...rest } = invoice;
  if (!withPayments) return rest;
  return {
    ...rest,
    payments: list(`/v1/invoice_payments?invoice=${invoice.id}`, [
      {
        object: 'invoice_payment',
        invoice: invoice.id,
        amount_paid: invoice.amount_paid,
        status: 'paid',
        payment: { type: 'payment_intent', payment_intent: paymentIntent },
      },
    ]),
  };
}

export function list<T>(url: string, data: T[]) {
  return { object: 'list' as const, url, has_more: false, data };
}
