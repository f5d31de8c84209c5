import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeApiVersion } from '../../../packages/core/src/contracts/stripe.ts';
import { startPaymentsStandIn, testCards, type PaymentsStandIn } from './index.ts';

const secretKey = 'sk_test_stand_in_test';
const webhookSecret = 'whsec_stand_in_test';

let standIn: PaymentsStandIn;
let receiver: Server;
let stripe: Stripe;
const received: { body: string; signature: string }[] = [];

/** The official client, pointed at the stand-in by the constructor options Stripe documents for its mock. */
function clientFor(url: string, key = secretKey): Stripe {
  const { hostname, port, protocol } = new URL(url);
  return new Stripe(key, {
    apiVersion: stripeApiVersion as Stripe.LatestApiVersion,
    host: hostname,
    port,
    protocol: protocol.replace(':', '') as 'http',
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
  });
}

/** Every event delivered so far, verified with the client's own webhook check. */
async function deliveredEvents(): Promise<Stripe.Event[]> {
  await standIn.webhooksIdle();
  return Promise.all(
    received.map(({ body, signature }) =>
      stripe.webhooks.constructEventAsync(
        body,
        signature,
        webhookSecret,
        undefined,
        Stripe.createSubtleCryptoProvider(),
      ),
    ),
  );
}

async function payOnHostedPage(url: string, card: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, expiry: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  });
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  standIn = await startPaymentsStandIn({
    secretKey,
    webhook: { url: `http://127.0.0.1:${port}/`, secret: webhookSecret },
    log: () => {},
  });
  stripe = clientFor(standIn.url);
});

afterAll(async () => {
  await standIn.stop();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('payment stand-in, driven by the official stripe client', () => {
  it('refuses a wrong API key and unknown objects the way Stripe does', async () => {
    await expect(
      clientFor(standIn.url, 'sk_test_wrong').customers.create({}),
    ).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(stripe.customers.retrieve('cus_nobody')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        success_url: 'http://site/ok',
        line_items: [],
      }),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'line_items[0][price]' });
  });

  it('sells a one-time price: a declined card records nothing, 4242 pays and returns to the success URL', async () => {
    const customer = await stripe.customers.create({
      email: 'buyer@example.com',
      metadata: { user_id: 'u1' },
    });
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 2999,
      lookup_key: 'template_aurora',
      product_data: { name: 'Aurora' },
    });
    expect(
      (await stripe.prices.list({ lookup_keys: ['template_aurora'] })).data.map((p) => p.id),
    ).toEqual([price.id]);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      client_reference_id: 'u1',
      metadata: { product_id: 'p1' },
      line_items: [{ price: price.id, quantity: 1 }],
      success_url:
        'http://site.test/templates/aurora?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://site.test/templates/aurora?checkout=cancelled',
    });
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid', amount_total: 2999 });
    expect(await (await fetch(session.url ?? '')).text()).toContain('Pay $29.99');

    const declined = await payOnHostedPage(session.url ?? '', testCards.declined);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('<p role="alert">Your card was declined.</p>');
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open' });
    expect(
      (await deliveredEvents()).filter((e) => e.type === 'checkout.session.completed'),
    ).toEqual([]);

    const paid = await payOnHostedPage(session.url ?? '', '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://site.test/templates/aurora?checkout=success&session_id=${session.id}`,
    );
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
    });
    const intent = await stripe.paymentIntents.retrieve(String(completed.payment_intent), {
      expand: ['latest_charge'],
    });
    expect((intent.latest_charge as Stripe.Charge).receipt_url).toMatch(/\/receipts\/ch_/);

    const events = await deliveredEvents();
    const event = events.find((e) => e.type === 'checkout.session.completed');
    expect(event?.api_version).toBe(stripeApiVersion);
    expect(event?.data.object).toMatchObject({
      id: session.id,
      client_reference_id: 'u1',
      metadata: { product_id: 'p1' },
    });
  });

  it('runs a monthly plan: subscribe, cancel at period end in the portal, end when the clock passes it', async () => {
    const customer = await stripe.customers.create({ email: 'member@example.com' });
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 1900,
      nickname: 'Pro',
      lookup_key: 'plan_pro_test',
      recurring: { interval: 'month' },
      product_data: { name: 'Pro' },
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: 'http://site.test/',
      }),
    ).rejects.toMatchObject({ param: 'line_items[0][price]' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://site.test/account',
    });
    expect((await payOnHostedPage(session.url ?? '', testCards.paid)).status).toBe(303);

    const [subscription] = (
      await stripe.subscriptions.list({ customer: customer.id, status: 'active' })
    ).data;
    const item = subscription?.items.data[0];
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(item?.price).toMatchObject({ nickname: 'Pro', unit_amount: 1900 });
    expect((item?.current_period_end ?? 0) - (item?.current_period_start ?? 0)).toBeGreaterThan(
      27 * 86400,
    );

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://site.test/account',
    });
    const portalPage = await (await fetch(portal.url)).text();
    expect(portalPage).toContain('Cancel plan');
    const action = /action="([^"]+\/cancel)"/.exec(portalPage)?.[1] ?? '';
    expect(
      (await fetch(new URL(action, standIn.url), { method: 'POST', redirect: 'manual' })).status,
    ).toBe(303);
    expect(await stripe.subscriptions.retrieve(subscription?.id ?? '')).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });

    const beforeEnd =
      (item?.current_period_end ?? 0) -
      (await (await fetch(`${standIn.url}/__dev/clock`)).json()).now -
      60;
    await fetch(`${standIn.url}/__dev/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_seconds: beforeEnd }),
    });
    expect((await stripe.subscriptions.retrieve(subscription?.id ?? '')).status).toBe('active');
    await fetch(`${standIn.url}/__dev/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_seconds: 120 }),
    });
    expect(await stripe.subscriptions.retrieve(subscription?.id ?? '')).toMatchObject({
      status: 'canceled',
      ended_at: item?.current_period_end,
    });
    expect(
      (await stripe.subscriptions.list({ customer: customer.id, status: 'active' })).data,
    ).toEqual([]);
    const types = (await deliveredEvents()).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'customer.subscription.created',
        'customer.subscription.updated',
        'customer.subscription.deleted',
      ]),
    );
  });

  /** A customer who paid one price on the hosted page; answers the customer and the completed session. */
  async function paidCheckout(mode: 'payment' | 'subscription', cents: number) {
    const customer = await stripe.customers.create({ email: `${mode}-${cents}@example.com` });
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: cents,
      nickname: `Plan ${cents}`,
      lookup_key: `price_${mode}_${cents}`,
      ...(mode === 'subscription' ? { recurring: { interval: 'month' as const } } : {}),
      product_data: { name: `Thing ${cents}` },
    });
    const session = await stripe.checkout.sessions.create({
      mode,
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://site.test/done',
    });
    expect((await payOnHostedPage(session.url ?? '', testCards.paid)).status).toBe(303);
    return { customer, price, session: await stripe.checkout.sessions.retrieve(session.id) };
  }

  const eventsOfType = async (type: string) =>
    (await deliveredEvents()).filter((e) => e.type === type).map((e) => e.data.object);

  it('refunds a payment as Stripe does: in part, then the rest, never more, once per idempotency key', async () => {
    const { session } = await paidCheckout('payment', 3100);
    const intent = String(session.payment_intent);
    const part = await stripe.refunds.create(
      { payment_intent: intent, amount: 1000 },
      { idempotencyKey: 'refund-part' },
    );
    expect(part).toMatchObject({ amount: 1000, status: 'succeeded', payment_intent: intent });
    expect(
      await stripe.refunds.create(
        { payment_intent: intent, amount: 1000 },
        { idempotencyKey: 'refund-part' },
      ),
    ).toMatchObject({ id: part.id });
    await expect(
      stripe.refunds.create({ payment_intent: intent, amount: 5000 }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    await stripe.refunds.create({ payment_intent: intent });
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    const refunded = (await eventsOfType('charge.refunded')).filter(
      (charge) => (charge as Stripe.Charge).payment_intent === intent,
    ) as Stripe.Charge[];
    expect(refunded.map((charge) => [charge.amount_refunded, charge.refunded])).toEqual([
      [1000, false],
      [3100, true],
    ]);
    const receipt = await (await fetch(refunded[1]?.receipt_url ?? '')).text();
    expect(receipt).toContain('$31.00 refunded.');
  });

  it('its dashboard refunds a payment and plays a dispute, which blocks a refund after it', async () => {
    const refunded = await paidCheckout('payment', 3200);
    const disputed = await paidCheckout('payment', 3300);
    const chargeOf = async (intent: unknown) =>
      String((await stripe.paymentIntents.retrieve(String(intent))).latest_charge);
    const dashboard = await (await fetch(`${standIn.url}/dashboard`)).text();
    expect(dashboard).toContain('$32.00');
    const press = async (charge: string, action: string) =>
      (
        await fetch(`${standIn.url}/dashboard/charges/${charge}/${action}`, {
          method: 'POST',
          redirect: 'manual',
        })
      ).status;
    expect(await press(await chargeOf(refunded.session.payment_intent), 'refund')).toBe(303);
    expect(await press(await chargeOf(disputed.session.payment_intent), 'dispute')).toBe(303);
    expect(await press(await chargeOf(disputed.session.payment_intent), 'refund')).toBe(400);
    const after = await (await fetch(`${standIn.url}/dashboard`)).text();
    expect(after).toContain('$32.00 · refunded');
    expect(after).toContain('$33.00 · disputed');
    expect(await eventsOfType('charge.dispute.created')).toEqual([
      expect.objectContaining({
        object: 'dispute',
        amount: 3300,
        payment_intent: disputed.session.payment_intent,
      }),
    ]);
  });

  it('expires a checkout on request and after 24 hours: the link no longer pays', async () => {
    const customer = await stripe.customers.create({ email: 'expire@example.com' });
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 2999,
      product_data: { name: 'Expiring' },
    });
    const open = () =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: 'http://site.test/done',
      });
    const first = await open();
    const second = await open();
    expect(
      (await stripe.checkout.sessions.list({ customer: customer.id, status: 'open' })).data.map(
        (s) => s.id,
      ),
    ).toEqual([second.id, first.id]);
    expect(await stripe.checkout.sessions.expire(first.id)).toMatchObject({
      status: 'expired',
      url: null,
    });
    await expect(stripe.checkout.sessions.expire(first.id)).rejects.toMatchObject({
      code: 'checkout_session_not_open',
    });
    const late = await payOnHostedPage(first.url ?? '', testCards.paid);
    expect(late.status).toBe(402);
    expect(await late.text()).toContain('This checkout is expired');

    await fetch(`${standIn.url}/__dev/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_seconds: 24 * 3600 }),
    });
    expect((await stripe.checkout.sessions.retrieve(second.id)).status).toBe('expired');
    expect((await payOnHostedPage(second.url ?? '', testCards.paid)).status).toBe(402);
    expect(
      (await eventsOfType('checkout.session.expired')).map((s) => (s as { id: string }).id),
    ).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('a portal link not opened within 5 minutes has expired; its update flow changes the plan', async () => {
    const { customer, session } = await paidCheckout('subscription', 1500);
    const studio = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 4500,
      nickname: 'Bigger',
      lookup_key: 'plan_bigger_test',
      recurring: { interval: 'month' },
      product_data: { name: 'Bigger' },
    });
    const stale = await stripe.billingPortal.sessions.create({ customer: customer.id });
    await fetch(`${standIn.url}/__dev/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_seconds: 6 * 60 }),
    });
    const expired = await fetch(stale.url);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This billing session has expired');

    const update = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://site.test/account',
      flow_data: {
        type: 'subscription_update',
        subscription_update: { subscription: String(session.subscription) },
      },
    });
    const page = await (await fetch(update.url)).text();
    expect(page).toContain('Change plan');
    const whole = await stripe.billingPortal.sessions.create({ customer: customer.id });
    expect(await (await fetch(whole.url)).text()).toMatch(/Cancel plan[\s\S]*Change plan/);
    const changed = await fetch(
      `${standIn.url}/billing/${update.id}/subscriptions/${String(session.subscription)}/change`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ price: studio.id }),
        redirect: 'manual',
      },
    );
    expect(changed.headers.get('location')).toBe('http://site.test/account');
    const subscriptions = await stripe.subscriptions.list({ customer: customer.id });
    expect(subscriptions.data.map((s) => s.items.data[0]?.price.id)).toEqual([studio.id]);
  });

  it('cancels a plan at once, its latest invoice names the payment to refund, and customer metadata updates', async () => {
    const { customer, session } = await paidCheckout('subscription', 1600);
    const subscriptionId = String(session.subscription);
    expect(session.invoice).toMatch(/^in_/);
    const invoice = await stripe.invoices.retrieve(String(session.invoice), {
      expand: ['payments'],
    });
    const intent = invoice.payments?.data[0]?.payment.payment_intent;
    expect(intent).toMatch(/^pi_/);

    expect(await stripe.subscriptions.cancel(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await stripe.refunds.create({ payment_intent: String(intent) })).toMatchObject({
      amount: 1600,
    });
    expect(
      (await eventsOfType('customer.subscription.deleted')).map((s) => (s as { id: string }).id),
    ).toContain(subscriptionId);

    await stripe.customers.update(customer.id, { metadata: { user_id: 'u9' } });
    const updated = await stripe.customers.update(customer.id, {
      metadata: { user_id: '', deleted_user_id: 'u9' },
    });
    expect(updated.metadata).toEqual({ deleted_user_id: 'u9' });
  });
});
