import { randomBytes } from 'node:crypto';
import {
  apiVersion,
  publicSession,
  type Charge,
  type CheckoutSession,
  type Customer,
  type PaymentIntent,
  type PortalSession,
  type Price,
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
  readonly events = new Map<string, StripeEvent>();
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
      api_version: apiVersion,
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
      created: this.now(),
      expires_at: this.now() + sessionLifetimeSeconds,
      livemode: false,
      price: input.price.id,
      quantity: input.quantity,
    };
    this.sessions.set(id, session);
    return session;
  }

  session(id: string): CheckoutSession {
    const session = this.sessions.get(id);
    if (!session) throw missing('checkout.session', id);
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
      session.subscription = this.startSubscription(
        customer,
        this.price(session.price),
        session.quantity,
      ).id;
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
    this.charge(customer, price.unit_amount * quantity, price.currency);
    this.emit('customer.subscription.created', subscription);
    return subscription;
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

  createPortalSession(customer: string, returnUrl: string | null): PortalSession {
    const id = newId('bps');
    const session: PortalSession = {
      id,
      object: 'billing_portal.session',
      customer,
      return_url: returnUrl,
      url: `${this.options.publicUrl()}/billing/${id}`,
      created: this.now(),
      livemode: false,
    };
    this.portalSessions.set(id, session);
    return session;
  }

  portalSession(id: string): PortalSession {
    const session = this.portalSessions.get(id);
    if (!session) throw missing('billing_portal.session', id);
    return session;
  }

  /**
   * Moves the clock forward and does what Stripe does as time passes: open checkout sessions expire, plans
   * set to cancel end at their period end, other plans renew (and are charged) for another month.
   */
  advanceClock(seconds: number): number {
    this.offsetSeconds += seconds;
    const now = this.now();
    for (const session of this.sessions.values()) {
      if (session.status === 'open' && session.expires_at <= now) {
        session.status = 'expired';
        session.url = null;
        this.emit('checkout.session.expired', publicSession(session));
      }
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
      this.charge(
        subscription.customer,
        item.price.unit_amount * item.quantity,
        item.price.currency,
      );
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
