import { randomBytes } from 'node:crypto';
// The contracts home is plain TypeScript, imported by path as the Edge Functions import it (a package dependency on
// @outpace/core would close a cycle: core's tests start local-supabase, whose tests start this stand-in).
import { stripeApiVersion } from '../../../packages/core/src/contracts/stripe.ts';
import {
  publicSession,
  type Charge,
  type CheckoutSession,
  type Customer,
  type Dispute,
  type Invoice,
  type PaymentIntent,
  type PortalFlow,
  type PortalSession,
  type Price,
  type Refund,
  type StripeEvent,
  type Subscription,
} from './objects.ts';

/** A request Stripe would refuse, with the status and error fields it answers. */
export class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export const missing = (kind: string, id: string, param?: string) =>
  new StripeRequestError(404, `No such ${kind}: '${id}'`, 'resource_missing', param);

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids as Stripe writes them: a prefix, an underscore, letters and digits (64 bytes modulo 62 is nearly even). */
const newId = (prefix: string) =>
  `${prefix}_${[...randomBytes(24)].map((byte) => idAlphabet[byte % idAlphabet.length]).join('')}`;

/** The card outcomes of Stripe's test mode that the hosted page knows. */
export const testCards = { paid: '4242424242424242', declined: '4000000000000002' } as const;

export type CardOutcome =
  | { ok: true; redirect: string }
  | { ok: false; message: string; code: 'card_declined' | 'incorrect_number' | 'session_closed' };

const sessionLifetimeSeconds = 24 * 60 * 60;
/**
 * Stripe's portal links are short-lived and expire unless visited soon; a visited session lasts a while longer.
 * Here a link must be opened within 5 minutes and a session works for an hour.
 */
export const portalLinkSeconds = 5 * 60;
export const portalSessionSeconds = 60 * 60;

/** One calendar month after `seconds`, as Stripe bills monthly plans. */
function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export interface LedgerOptions {
  /** Origin of the hosted pages, e.g. http://127.0.0.1:12111. */
  publicUrl: () => string;
  /** Receives every event as it happens (the webhook sender). */
  emit: (event: StripeEvent) => void;
}

/**
 * The stand-in's state and rules: what Stripe would store and decide for the calls the functions make and for
 * what a customer does on the hosted pages. Kept in memory: a restarted stand-in starts empty.
 */
export class Ledger {
  readonly customers = new Map<string, Customer>();
  readonly prices = new Map<string, Price>();
  readonly sessions = new Map<string, CheckoutSession>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly refunds = new Map<string, Refund>();
  readonly disputes = new Map<string, Dispute>();
  readonly invoices = new Map<string, Invoice>();
  readonly events = new Map<string, StripeEvent>();
  /** When each portal session's link was first opened. */
  private readonly portalOpenedAt = new Map<string, number>();
  /** Seconds the dev clock has been moved forward. */
  private offsetSeconds = 0;

  constructor(private readonly options: LedgerOptions) {}

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  private emit(type: string, object: unknown): void {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: stripeApiVersion,
      type,
      created: this.now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    this.events.set(event.id, event);
    this.options.emit(event);
  }

  createCustomer(email: string | null, metadata: Record<string, string>): Customer {
    const customer: Customer = {
      id: newId('cus'),
      object: 'customer',
      email,
      metadata,
      created: this.now(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    this.emit('customer.created', customer);
    return customer;
  }

  customer(id: string, param?: string): Customer {
    const customer = this.customers.get(id);
    if (!customer) throw missing('customer', id, param);
    return customer;
  }

  /** Stripe's metadata update: keys merge, an empty value removes its key. */
  updateCustomer(id: string, metadata: Record<string, string>): Customer {
    const customer = this.customer(id);
    for (const [key, value] of Object.entries(metadata)) {
      if (value === '') delete customer.metadata[key];
      else customer.metadata[key] = value;
    }
    this.emit('customer.updated', customer);
    return customer;
  }

  createPrice(input: {
    currency: string;
    unitAmount: number;
    productName: string;
    lookupKey: string | null;
    transferLookupKey: boolean;
    nickname: string | null;
    /** Null for a one-time price. */
    interval: NonNullable<Price['recurring']>['interval'] | null;
    metadata: Record<string, string>;
  }): Price {
    const holder = input.lookupKey ? this.priceByLookupKey(input.lookupKey) : undefined;
    if (holder && !input.transferLookupKey) {
      throw new StripeRequestError(
        400,
        `A price (\`${holder.id}\`) already uses that lookup key.`,
        'lookup_key_already_exists',
        'lookup_key',
      );
    }
    if (holder) holder.lookup_key = null;
    const price: Price = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: input.currency,
      unit_amount: input.unitAmount,
      lookup_key: input.lookupKey,
      nickname: input.nickname,
      product: newId('prod'),
      recurring: input.interval ? { interval: input.interval, interval_count: 1 } : null,
      type: input.interval ? 'recurring' : 'one_time',
      metadata: input.metadata,
      created: this.now(),
      livemode: false,
    };
    this.prices.set(price.id, price);
    return price;
  }

  priceByLookupKey(lookupKey: string): Price | undefined {
    return [...this.prices.values()].find((price) => price.lookup_key === lookupKey);
  }

  price(id: string, param?: string): Price {
    const price = this.prices.get(id);
    if (!price) throw missing('price', id, param);
    return price;
  }

  createCheckoutSession(input: {
    mode: CheckoutSession['mode'];
    price: Price;
    quantity: number;
    customer: string | null;
    customerEmail: string | null;
    clientReferenceId: string | null;
    metadata: Record<string, string>;
    successUrl: string;
    cancelUrl: string | null;
  }): CheckoutSession {
    const id = newId('cs_test');
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode: input.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: input.customer,
      customer_email: input.customerEmail,
      client_reference_id: input.clientReferenceId,
      metadata: input.metadata,
      amount_total: input.price.unit_amount * input.quantity,
      currency: input.price.currency,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      url: `${this.options.publicUrl()}/pay/${id}`,
      subscription: null,
      payment_intent: null,
      invoice: null,
      created: this.now(),
      expires_at: this.now() + sessionLifetimeSeconds,
      livemode: false,
      price: input.price.id,
      quantity: input.quantity,
    };
    this.sessions.set(id, session);
    return session;
  }

  /** A checkout session as it is now: one past its `expires_at` has expired, even between clock moves. */
  session(id: string): CheckoutSession {
    const session = this.sessions.get(id);
    if (!session) throw missing('checkout.session', id);
    if (session.status === 'open' && session.expires_at <= this.now()) this.closeExpired(session);
    return session;
  }

  /** What the hosted checkout page does with a card: Stripe's test-mode outcomes for the two known numbers. */
  pay(sessionId: string, cardNumber: string): CardOutcome {
    const session = this.session(sessionId);
    if (session.status !== 'open') {
      return {
        ok: false,
        code: 'session_closed',
        message: 'This checkout session is no longer open.',
      };
    }
    const digits = cardNumber.replace(/[\s-]/g, '');
    if (digits === testCards.declined) {
      return { ok: false, code: 'card_declined', message: 'Your card was declined.' };
    }
    if (digits !== testCards.paid) {
      return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
    }
    const customer = session.customer ?? this.createCustomer(session.customer_email, {}).id;
    session.customer = customer;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    if (session.mode === 'subscription') {
      const subscription = this.startSubscription(
        customer,
        this.price(session.price),
        session.quantity,
      );
      session.subscription = subscription.id;
      session.invoice = subscription.latest_invoice;
    } else {
      session.payment_intent = this.charge(customer, session.amount_total, session.currency).id;
    }
    this.emit('checkout.session.completed', publicSession(session));
    return {
      ok: true,
      redirect: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
    };
  }

  private charge(customer: string, amount: number, currency: string): PaymentIntent {
    const intentId = newId('pi');
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount,
      currency,
      customer,
      paid: true,
      status: 'succeeded',
      payment_intent: intentId,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      receipt_url: '',
      description: null,
      created: this.now(),
      livemode: false,
    };
    charge.receipt_url = `${this.options.publicUrl()}/receipts/${charge.id}`;
    const intent: PaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency,
      customer,
      status: 'succeeded',
      latest_charge: charge.id,
      created: this.now(),
      livemode: false,
    };
    this.charges.set(charge.id, charge);
    this.paymentIntents.set(intent.id, intent);
    this.emit('charge.succeeded', charge);
    this.emit('payment_intent.succeeded', intent);
    return intent;
  }

  private startSubscription(customer: string, price: Price, quantity: number): Subscription {
    const start = this.now();
    const subscription: Subscription = {
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      latest_invoice: null,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      start_date: start,
      created: start,
      metadata: {},
      items: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity,
            current_period_start: start,
            current_period_end: addMonth(start),
          },
        ],
      },
      livemode: false,
    };
    this.subscriptions.set(subscription.id, subscription);
    this.bill(subscription);
    this.emit('customer.subscription.created', subscription);
    return subscription;
  }

  /** One period of a plan: charged, with its invoice as the subscription's latest. */
  private bill(subscription: Subscription): void {
    const item = subscription.items.data[0];
    if (!item) return;
    const amount = item.price.unit_amount * item.quantity;
    const intent = this.charge(subscription.customer, amount, item.price.currency);
    const invoice: Invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      amount_paid: amount,
      currency: item.price.currency,
      status: 'paid',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      },
      created: this.now(),
      livemode: false,
      payment_intent: intent.id,
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
  }

  invoice(id: string): Invoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw missing('invoice', id);
    return invoice;
  }

  subscription(id: string): Subscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  subscriptionsOf(customer: string): Subscription[] {
    return [...this.subscriptions.values()].filter((s) => s.customer === customer);
  }

  /** The portal's "Cancel plan" (at period end) and "Renew plan" (undo that before the end). */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Subscription {
    const subscription = this.subscription(id);
    if (subscription.status !== 'active') return subscription;
    const end = subscription.items.data[0]?.current_period_end ?? this.now();
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? end : null;
    subscription.canceled_at = cancel ? this.now() : null;
    this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  createPortalSession(
    customer: string,
    returnUrl: string | null,
    flow: PortalFlow = null,
  ): PortalSession {
    if (flow) {
      const subscription = this.subscription(flow.subscription_update.subscription);
      if (subscription.customer !== customer || subscription.status !== 'active') {
        throw new StripeRequestError(
          400,
          'The subscription in flow_data[subscription_update][subscription] cannot be updated.',
          'parameter_invalid',
          'flow_data[subscription_update][subscription]',
        );
      }
    }
    const id = newId('bps');
    const session: PortalSession = {
      id,
      object: 'billing_portal.session',
      customer,
      return_url: returnUrl,
      url: `${this.options.publicUrl()}/billing/${id}`,
      created: this.now(),
      livemode: false,
      flow,
    };
    this.portalSessions.set(id, session);
    return session;
  }

  /**
   * The portal session behind a link, or undefined when there is none or it has expired: a link not opened
   * within `portalLinkSeconds`, a session older than `portalSessionSeconds`.
   */
  openPortal(id: string): PortalSession | undefined {
    const session = this.portalSessions.get(id);
    if (!session) return undefined;
    const now = this.now();
    const opened = this.portalOpenedAt.get(id);
    if (opened === undefined && now - session.created > portalLinkSeconds) return undefined;
    if (now - session.created > portalSessionSeconds) return undefined;
    if (opened === undefined) this.portalOpenedAt.set(id, now);
    return session;
  }

  /** Stripe's `checkout.sessions.expire`: only an open session can be expired, and nobody can pay it after. */
  expireSession(id: string): CheckoutSession {
    const session = this.session(id);
    if (session.status !== 'open') {
      throw new StripeRequestError(
        400,
        'Only Checkout Sessions with a status in ["open"] can be expired.',
        'checkout_session_not_open',
      );
    }
    this.closeExpired(session);
    return session;
  }

  private closeExpired(session: CheckoutSession): void {
    session.status = 'expired';
    session.url = null;
    this.emit('checkout.session.expired', publicSession(session));
  }

  /** Ends a plan at once (Stripe: cancel a subscription); nothing is refunded by this alone. */
  cancelSubscription(id: string): Subscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') {
      throw new StripeRequestError(
        400,
        `This subscription has already been canceled: ${id}`,
        'resource_missing',
      );
    }
    subscription.status = 'canceled';
    subscription.canceled_at = this.now();
    subscription.ended_at = this.now();
    this.emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  /** A plan switched to another monthly price from the portal's update flow, from now on. */
  changePlan(id: string, priceId: string): Subscription {
    const subscription = this.subscription(id);
    const price = this.price(priceId);
    const item = subscription.items.data[0];
    if (!item || subscription.status !== 'active' || price.type !== 'recurring')
      return subscription;
    item.price = price;
    this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  /** A charge by its id or by its payment's, as `POST /v1/refunds` names it. */
  chargeOf(input: { charge?: string; paymentIntent?: string }): Charge {
    const id = input.charge ?? this.paymentIntents.get(input.paymentIntent ?? '')?.latest_charge;
    const charge = id ? this.charges.get(id) : undefined;
    if (!charge) {
      throw input.charge
        ? missing('charge', input.charge, 'charge')
        : missing('payment_intent', input.paymentIntent ?? '', 'payment_intent');
    }
    return charge;
  }

  /** Gives money back, all or part of what is left of the charge, as Stripe refunds: never more than was paid. */
  refund(input: {
    charge?: string;
    paymentIntent?: string;
    amount?: number;
    reason: string | null;
    metadata: Record<string, string>;
  }): Refund {
    const charge = this.chargeOf(input);
    if (charge.disputed) {
      throw new StripeRequestError(
        400,
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        'charge_disputed',
      );
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      throw new StripeRequestError(
        400,
        `Charge ${charge.id} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    const amount = input.amount ?? left;
    if (amount < 1 || amount > left) {
      throw new StripeRequestError(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
        'amount',
      );
    }
    const refund: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      reason: input.reason,
      metadata: input.metadata,
      created: this.now(),
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('refund.created', refund);
    this.emit('charge.refunded', charge);
    return refund;
  }

  /** The cardholder's bank disputes a charge (what Stripe's test card 4000 0000 0000 0259 does after paying). */
  dispute(chargeId: string): Dispute {
    const charge = this.charges.get(chargeId);
    if (!charge) throw missing('charge', chargeId);
    const dispute: Dispute = {
      id: newId('dp'),
      object: 'dispute',
      amount: charge.amount - charge.amount_refunded,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: 'needs_response',
      reason: 'fraudulent',
      created: this.now(),
      livemode: false,
    };
    this.disputes.set(dispute.id, dispute);
    charge.disputed = true;
    this.emit('charge.dispute.created', dispute);
    return dispute;
  }

  /**
   * Moves the clock forward and does what Stripe does as time passes: open checkout sessions expire, plans
   * set to cancel end at their period end, other plans renew (and are charged) for another month.
   */
  advanceClock(seconds: number): number {
    this.offsetSeconds += seconds;
    const now = this.now();
    for (const session of this.sessions.values()) {
      if (session.status === 'open' && session.expires_at <= now) this.closeExpired(session);
    }
    for (const subscription of this.subscriptions.values()) this.settle(subscription, now);
    return now;
  }

  private settle(subscription: Subscription, now: number): void {
    const item = subscription.items.data[0];
    if (!item || subscription.status !== 'active') return;
    if (subscription.cancel_at_period_end && item.current_period_end <= now) {
      subscription.status = 'canceled';
      subscription.ended_at = item.current_period_end;
      this.emit('customer.subscription.deleted', subscription);
      return;
    }
    if (subscription.cancel_at_period_end) return;
    let renewed = false;
    while (item.current_period_end <= now) {
      item.current_period_start = item.current_period_end;
      item.current_period_end = addMonth(item.current_period_end);
      this.bill(subscription);
      renewed = true;
    }
    if (renewed) this.emit('customer.subscription.updated', subscription);
  }

  event(id: string): StripeEvent {
    const event = this.events.get(id);
    if (!event) throw missing('event', id);
    return event;
  }
}
