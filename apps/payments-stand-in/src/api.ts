import { Hono, type Context } from 'hono';
import { decodeForm, list, object, text, type FormObject } from './formBody.ts';
import { StripeRequestError, missing, type Ledger } from './ledger.ts';
import { list as listOf, publicInvoice, publicSession, type Price } from './objects.ts';

const intervals = new Set(['day', 'week', 'month', 'year']);

function required(form: FormObject, name: string): string {
  const value = text(form[name]);
  if (value === undefined || value === '') {
    throw new StripeRequestError(
      400,
      `Missing required param: ${name}.`,
      'parameter_missing',
      name,
    );
  }
  return value;
}

function integer(value: string | undefined, param: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) {
    throw new StripeRequestError(
      400,
      `Invalid integer: ${value ?? ''}`,
      'parameter_invalid_integer',
      param,
    );
  }
  return parsed;
}

const metadata = (form: FormObject) =>
  Object.fromEntries(
    Object.entries(object(form.metadata)).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;

async function formOf(c: Context): Promise<FormObject> {
  if (c.req.method === 'GET') return decodeForm(new URL(c.req.url).search.slice(1));
  return decodeForm(await c.req.text());
}

function createPrice(ledger: Ledger, form: FormObject): Price {
  const recurring = object(form.recurring);
  const interval = text(recurring.interval);
  if (interval !== undefined && !intervals.has(interval)) {
    throw new StripeRequestError(
      400,
      `Invalid recurring[interval]: ${interval}`,
      'parameter_invalid',
      'recurring[interval]',
    );
  }
  const productName = text(object(form.product_data).name) ?? text(form.product);
  if (!productName) {
    throw new StripeRequestError(
      400,
      'Missing required param: product_data[name].',
      'parameter_missing',
      'product_data',
    );
  }
  return ledger.createPrice({
    currency: required(form, 'currency').toLowerCase(),
    unitAmount: integer(required(form, 'unit_amount'), 'unit_amount'),
    productName,
    lookupKey: text(form.lookup_key) || null,
    transferLookupKey: text(form.transfer_lookup_key) === 'true',
    nickname: text(form.nickname) || null,
    interval: (interval as NonNullable<Price['recurring']>['interval'] | undefined) ?? null,
    metadata: metadata(form),
  });
}

function createCheckoutSession(ledger: Ledger, form: FormObject) {
  const mode = required(form, 'mode');
  if (mode !== 'payment' && mode !== 'subscription') {
    throw new StripeRequestError(400, `Invalid mode: ${mode}`, 'parameter_invalid', 'mode');
  }
  const item = object(object(form.line_items)['0']);
  const priceId = text(item.price);
  if (!priceId) {
    throw new StripeRequestError(
      400,
      'Missing required param: line_items[0][price].',
      'parameter_missing',
      'line_items[0][price]',
    );
  }
  const price = ledger.price(priceId, 'line_items[0][price]');
  if (mode === 'subscription' && price.type !== 'recurring') {
    throw new StripeRequestError(
      400,
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'parameter_invalid',
      'line_items[0][price]',
    );
  }
  if (mode === 'payment' && price.type === 'recurring') {
    throw new StripeRequestError(
      400,
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      'parameter_invalid',
      'line_items[0][price]',
    );
  }
  const customer = text(form.customer);
  if (customer) ledger.customer(customer, 'customer');
  return ledger.createCheckoutSession({
    mode,
    price,
    quantity: integer(text(item.quantity), 'line_items[0][quantity]', 1),
    customer: customer ?? null,
    customerEmail: text(form.customer_email) ?? null,
    clientReferenceId: text(form.client_reference_id) ?? null,
    metadata: metadata(form),
    successUrl: required(form, 'success_url'),
    cancelUrl: text(form.cancel_url) ?? null,
  });
}

/**
 * `/v1`: the calls the Edge Functions make, answered as Stripe answers them (same paths, form-encoded requests,
 * JSON objects, `{ error: { type, code, message, param } }` on failure), so the official client needs nothing but
 * its `host`, `port` and `protocol` options to talk to it.
 */
export function createApi(ledger: Ledger, secretKey: string): Hono {
  const api = new Hono();

  api.use('*', async (c, next) => {
    const key = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (key !== secretKey) {
      return c.json(
        {
          error: {
            type: 'invalid_request_error',
            message: key
              ? `Invalid API Key provided: ${key.slice(0, 8)}***`
              : 'You did not provide an API key.',
          },
        },
        401,
      );
    }
    await next();
  });

  // Stripe's idempotent requests: a POST repeated with the same Idempotency-Key gets the first answer again (a
  // concurrent repeat waits for it), so a retried refund or customer is made once. Server errors are not kept.
  const answered = new Map<string, Promise<{ status: number; body: string }>>();
  api.use('*', async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || !key) return next();
    const scoped = `${c.req.path} ${key}`;
    const first = answered.get(scoped);
    if (first) {
      const { status, body } = await first;
      return c.body(body, status as 200, {
        'Content-Type': 'application/json',
        'Idempotent-Replayed': 'true',
      });
    }
    let settle: (answer: { status: number; body: string }) => void = () => {};
    answered.set(scoped, new Promise((resolve) => (settle = resolve)));
    await next();
    const answer = { status: c.res.status, body: await c.res.clone().text() };
    if (answer.status >= 500) answered.delete(scoped);
    settle(answer);
  });

  api.onError((error, c) => {
    if (error instanceof StripeRequestError) {
      return c.json(
        {
          error: {
            type: 'invalid_request_error',
            code: error.code,
            message: error.message,
            ...(error.param ? { param: error.param } : {}),
          },
        },
        error.status as 400,
      );
    }
    throw error;
  });

  api.post('/customers', async (c) => {
    const form = await formOf(c);
    return c.json(ledger.createCustomer(text(form.email) ?? null, metadata(form)));
  });
  api.get('/customers', async (c) => {
    const email = text((await formOf(c)).email);
    const found = [...ledger.customers.values()].filter(
      (customer) => !email || customer.email === email,
    );
    return c.json(listOf('/v1/customers', found.reverse()));
  });
  api.get('/customers/:id', (c) => c.json(ledger.customer(c.req.param('id'))));
  api.post('/customers/:id', async (c) =>
    c.json(ledger.updateCustomer(c.req.param('id'), metadata(await formOf(c)))),
  );

  api.post('/prices', async (c) => c.json(createPrice(ledger, await formOf(c))));
  api.get('/prices', async (c) => {
    const form = await formOf(c);
    const keys = list(form.lookup_keys);
    const active = text(form.active);
    const found = [...ledger.prices.values()].filter(
      (price) =>
        (keys.length === 0 || (price.lookup_key !== null && keys.includes(price.lookup_key))) &&
        (active === undefined || String(price.active) === active),
    );
    return c.json(listOf('/v1/prices', found));
  });
  api.get('/prices/:id', (c) => c.json(ledger.price(c.req.param('id'))));

  api.post('/checkout/sessions', async (c) =>
    c.json(publicSession(createCheckoutSession(ledger, await formOf(c)))),
  );
  api.get('/checkout/sessions', async (c) => {
    const form = await formOf(c);
    const customer = text(form.customer);
    const status = text(form.status);
    const found = [...ledger.sessions.keys()]
      .map((id) => ledger.session(id))
      .filter(
        (session) =>
          (!customer || session.customer === customer) && (!status || session.status === status),
      )
      .reverse()
      .slice(0, integer(text(form.limit), 'limit', 10));
    return c.json(listOf('/v1/checkout/sessions', found.map(publicSession)));
  });
  api.get('/checkout/sessions/:id', (c) =>
    c.json(publicSession(ledger.session(c.req.param('id')))),
  );
  api.post('/checkout/sessions/:id/expire', (c) =>
    c.json(publicSession(ledger.expireSession(c.req.param('id')))),
  );

  api.get('/subscriptions', async (c) => {
    const form = await formOf(c);
    const status = text(form.status);
    const customer = text(form.customer);
    const found = [...ledger.subscriptions.values()].filter(
      (subscription) =>
        (!customer || subscription.customer === customer) &&
        (status === 'all' || subscription.status === (status ?? subscription.status)) &&
        (status !== undefined || subscription.status !== 'canceled'),
    );
    return c.json(listOf('/v1/subscriptions', found.reverse()));
  });
  api.get('/subscriptions/:id', (c) => c.json(ledger.subscription(c.req.param('id'))));
  // Cancels at once. Stripe's `prorate` / `invoice_now` would credit unused time to the customer's balance, which
  // refunds no card; the functions refund by `POST /v1/refunds` instead, so both are accepted and change nothing.
  api.delete('/subscriptions/:id', (c) => c.json(ledger.cancelSubscription(c.req.param('id'))));

  api.get('/invoices/:id', async (c) => {
    const expand = list((await formOf(c)).expand);
    return c.json(publicInvoice(ledger.invoice(c.req.param('id')), expand.includes('payments')));
  });

  api.post('/refunds', async (c) => {
    const form = await formOf(c);
    const charge = text(form.charge);
    const paymentIntent = text(form.payment_intent);
    if (!charge && !paymentIntent) {
      throw new StripeRequestError(
        400,
        'One of the following params should be provided for this request: payment_intent or charge.',
        'parameter_missing',
      );
    }
    const amount = text(form.amount);
    return c.json(
      ledger.refund({
        ...(charge ? { charge } : {}),
        ...(paymentIntent ? { paymentIntent } : {}),
        ...(amount === undefined ? {} : { amount: integer(amount, 'amount') }),
        reason: text(form.reason) ?? null,
        metadata: metadata(form),
      }),
    );
  });
  api.get('/refunds/:id', (c) => {
    const refund = ledger.refunds.get(c.req.param('id'));
    if (!refund) throw missing('refund', c.req.param('id'));
    return c.json(refund);
  });

  api.get('/payment_intents/:id', async (c) => {
    const intent = ledger.paymentIntents.get(c.req.param('id'));
    if (!intent) throw missing('payment_intent', c.req.param('id'));
    const expand = list((await formOf(c)).expand);
    if (!expand.includes('latest_charge')) return c.json(intent);
    return c.json({ ...intent, latest_charge: ledger.charges.get(intent.latest_charge) });
  });
  api.get('/charges/:id', (c) => {
    const charge = ledger.charges.get(c.req.param('id'));
    if (!charge) throw missing('charge', c.req.param('id'));
    return c.json(charge);
  });

  api.post('/billing_portal/sessions', async (c) => {
    const form = await formOf(c);
    const customer = ledger.customer(required(form, 'customer'), 'customer');
    const flow = object(form.flow_data);
    const updating = text(object(flow.subscription_update).subscription);
    if (text(flow.type) !== undefined && (text(flow.type) !== 'subscription_update' || !updating)) {
      throw new StripeRequestError(
        400,
        'Only flow_data[type]=subscription_update with flow_data[subscription_update][subscription] is supported here.',
        'parameter_invalid',
        'flow_data',
      );
    }
    return c.json(
      ledger.createPortalSession(
        customer.id,
        text(form.return_url) ?? null,
        updating
          ? { type: 'subscription_update', subscription_update: { subscription: updating } }
          : null,
      ),
    );
  });

  api.get('/events/:id', (c) => c.json(ledger.event(c.req.param('id'))));

  api.all('*', (c) => {
    throw new StripeRequestError(
      404,
      `Unrecognized request URL (${c.req.method}: ${c.req.path}).`,
      'resource_missing',
    );
  });
  return api;
}
