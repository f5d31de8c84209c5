/**
 * The part of the official `stripe` client the functions use, as an interface: what the handlers call, whatever
 * client.ts built it from, so a handler never depends on how the SDK was loaded.
 */
type Metadata = Record<string, string>;

export interface StripePriceLike {
  id: string;
  unit_amount: number | null;
  currency: string;
  nickname: string | null;
  lookup_key: string | null;
  recurring: { interval: string } | null;
}

export interface StripeSubscriptionLike {
  id: string;
  customer: string | { id: string };
  status: string;
  cancel_at_period_end: boolean;
  ended_at: number | null;
  created: number;
  latest_invoice: string | { id: string } | null;
  items: {
    data: { price: StripePriceLike; current_period_start: number; current_period_end: number }[];
  };
}

export interface StripeCustomerLike {
  id: string;
  metadata: Metadata;
}

export interface StripeChargeLike {
  amount: number;
  amount_refunded: number;
  disputed: boolean;
  receipt_url: string | null;
}

export interface StripeCheckoutSessionLike {
  id: string;
  url: string | null;
  mode: string;
  status: string | null;
  payment_status: string;
  customer: string | { id: string } | null;
  client_reference_id: string | null;
  metadata: Metadata | null;
  amount_total: number | null;
  currency: string | null;
  subscription: string | { id: string } | null;
  payment_intent: string | { id: string } | null;
  invoice?: string | { id: string } | null;
  created: number;
}

export interface StripeEventLike {
  id: string;
  type: string;
  data: { object: unknown };
}

interface List<T> {
  data: T[];
}

export interface StripeApi {
  customers: {
    create(
      params: { email: string; metadata: Metadata },
      options: { idempotencyKey: string },
    ): Promise<{ id: string }>;
    list(params: { email: string; limit: number }): Promise<List<StripeCustomerLike>>;
    update(id: string, params: { metadata: Metadata }): Promise<StripeCustomerLike>;
  };
  prices: {
    list(params: {
      lookup_keys: string[];
      active: boolean;
      limit: number;
    }): Promise<List<StripePriceLike>>;
    create(params: {
      currency: string;
      unit_amount: number;
      lookup_key: string;
      transfer_lookup_key: boolean;
      nickname: string;
      product_data: { name: string };
      recurring?: { interval: 'month' };
    }): Promise<StripePriceLike>;
  };
  checkout: {
    sessions: {
      create(params: {
        mode: 'payment' | 'subscription';
        customer: string;
        client_reference_id: string;
        metadata: Metadata;
        line_items: { price: string; quantity: number }[];
        success_url: string;
        cancel_url: string;
      }): Promise<StripeCheckoutSessionLike>;
      retrieve(id: string): Promise<StripeCheckoutSessionLike>;
      list(params: {
        customer: string;
        status: 'open';
        limit: number;
      }): Promise<List<StripeCheckoutSessionLike>>;
      expire(id: string): Promise<StripeCheckoutSessionLike>;
    };
  };
  subscriptions: {
    list(params: {
      customer: string;
      status: 'all';
      limit: number;
    }): Promise<List<StripeSubscriptionLike>>;
    retrieve(id: string): Promise<StripeSubscriptionLike>;
    /** Ends it at once; refunds are separate (`refunds.create`). */
    cancel(id: string): Promise<StripeSubscriptionLike>;
  };
  invoices: {
    retrieve(
      id: string,
      params: { expand: ['payments'] },
    ): Promise<{
      amount_paid: number;
      payments?: { data: { payment: { payment_intent?: string | { id: string } | null } }[] };
    }>;
  };
  paymentIntents: {
    retrieve(
      id: string,
      params: { expand: string[] },
    ): Promise<{ latest_charge: string | StripeChargeLike | null }>;
  };
  refunds: {
    create(
      params: { payment_intent: string; amount?: number; metadata: Metadata },
      options: { idempotencyKey: string },
    ): Promise<{ id: string; amount: number }>;
  };
  billingPortal: {
    sessions: {
      create(params: {
        customer: string;
        return_url: string;
        flow_data?: {
          type: 'subscription_update';
          subscription_update: { subscription: string };
        };
      }): Promise<{ url: string }>;
    };
  };
  webhooks: {
    constructEventAsync(
      payload: string | Uint8Array,
      header: string,
      secret: string,
      tolerance: number | undefined,
      cryptoProvider: unknown,
    ): Promise<StripeEventLike>;
  };
}

export const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
