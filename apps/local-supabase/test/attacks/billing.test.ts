import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  clientFor,
  databaseBackends,
  newUser,
  serviceClient,
  signedInClient,
  startTestServer,
} from '../support/harness.ts';
import {
  callFunction,
  payAndSettle,
  startPaymentsWorld,
  tokenOf,
  type PaymentsWorld,
} from '../support/paymentsWorld.ts';

/*
 * Issue 40: money cannot be taken twice for one thing, because the database refuses it, not only a function's
 * check. These call the SQL the payment webhook calls (record_purchase, record_subscription,
 * record_payment_reversal, service role only) as two deliveries at once would, on PGlite and, when DATABASE_URL is
 * set (scripts/with-postgres.sh), on PostgreSQL, where the calls really run in parallel. The second part attacks
 * the deployable functions against the payment stand-in, which plays Stripe (the only fake).
 */

describe.each(databaseBackends)('billing decided by the database on $name', ({ databaseUrl }) => {
  let server: LocalSupabase;
  let service: SupabaseClient;
  let paidTemplate: string;

  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {});
    service = serviceClient(server);
    const { data } = await service.from('products').select('id').eq('slug', 'aurora-saas');
    paidTemplate = String(data?.[0]?.id);
  });
  afterAll(() => server.stop());

  const unique = () => Math.random().toString(36).slice(2, 12);

  async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
    const { data, error } = await service.rpc(name, args);
    expect(error).toBeNull();
    return data;
  }

  const purchase = (buyer: string, session = `cs_${unique()}`, intent = `pi_${unique()}`) =>
    rpc('record_purchase', {
      buyer,
      product: paidTemplate,
      amount_cents: 2999,
      currency: 'usd',
      receipt_url: null,
      checkout_session_id: session,
      payment_intent_id: intent,
    });

  const subscription = (buyer: string, id: string, status = 'active', intent = `pi_${unique()}`) =>
    rpc('record_subscription', {
      buyer,
      customer: 'cus_billingtest',
      subscription: id,
      provider_status: status,
      plan_tier: 'Pro',
      plan_ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      payment_intent: intent,
    });

  const ownership = async (client: SupabaseClient) =>
    (await client.from('my_templates').select('slug,entitlement')).data ?? [];

  it('two webhooks at once for two checkouts of one template: one purchase owns it, the other is due a refund', async () => {
    const buyer = await newUser(server, 'bill-race');
    const states = await Promise.all([purchase(buyer.id), purchase(buyer.id), purchase(buyer.id)]);
    expect([...states].sort()).toEqual(['paid', 'refund_due', 'refund_due']);
    expect(await ownership(buyer.client)).toEqual([
      { slug: 'aurora-saas', entitlement: 'purchased' },
    ]);
    const listed = await buyer.client.from('purchases').select('state');
    expect((listed.data ?? []).map((row) => row.state).sort()).toEqual([
      'paid',
      'refund_due',
      'refund_due',
    ]);
  });

  it('a webhook delivered again for one checkout records it once', async () => {
    const buyer = await newUser(server, 'bill-replay');
    const session = `cs_${unique()}`;
    const intent = `pi_${unique()}`;
    expect(
      await Promise.all([purchase(buyer.id, session, intent), purchase(buyer.id, session, intent)]),
    ).toEqual(['paid', 'paid']);
    expect((await buyer.client.from('purchases').select('id')).data).toHaveLength(1);
  });

  it('a second purchase row written past the functions is refused by the unique index', async () => {
    const buyer = await newUser(server, 'bill-direct');
    await purchase(buyer.id);
    const second = await service.from('purchases').insert({
      user_id: buyer.id,
      product_id: paidTemplate,
      amount_cents: 2999,
      checkout_session_id: `cs_${unique()}`,
    });
    expect(second.error?.code).toBe('23505');
  });

  it('two plans at once: one subscription is live, the other a duplicate to cancel and refund', async () => {
    const member = await newUser(server, 'bill-two-plans');
    const states = await Promise.all([
      subscription(member.id, `sub_${unique()}`),
      subscription(member.id, `sub_${unique()}`),
    ]);
    expect([...states].sort()).toEqual(['duplicate', 'live']);
    // The duplicate's later events (cancelled at the provider) never make it live again.
    const duplicate = (
      await service.from('subscriptions').select('id,state').eq('user_id', member.id)
    ).data?.find((row) => row.state === 'duplicate')?.id;
    expect(await subscription(member.id, String(duplicate), 'active')).toBe('duplicate');
    const { data } = await member.client.from('subscribers').select('subscribed,subscription_tier');
    expect(data).toEqual([{ subscribed: true, subscription_tier: 'Pro' }]);
  });

  it('a refunded or disputed payment revokes what it bought, and a partial refund does not', async () => {
    const buyer = await newUser(server, 'bill-refund');
    const intent = `pi_${unique()}`;
    await purchase(buyer.id, `cs_${unique()}`, intent);
    const reverse = (reversal: string, refunded: number, id = intent) =>
      rpc('record_payment_reversal', {
        payment_intent: id,
        reversal,
        amount_refunded_cents: refunded,
        amount_cents: 2999,
      });
    expect(await reverse('refunded', 1000)).toBe('nothing');
    expect(await ownership(buyer.client)).toHaveLength(1);
    expect(await reverse('refunded', 2999)).toBe('purchase');
    expect(await ownership(buyer.client)).toEqual([]);
    expect(
      (await buyer.client.from('purchases').select('state,amount_refunded_cents')).data,
    ).toEqual([{ state: 'refunded', amount_refunded_cents: 2999 }]);

    const member = await newUser(server, 'bill-dispute');
    const planIntent = `pi_${unique()}`;
    await subscription(member.id, `sub_${unique()}`, 'active', planIntent);
    expect(await reverse('disputed', 0, planIntent)).toBe('subscription');
    const { data } = await member.client.from('subscribers').select('subscribed');
    expect(data).toEqual([{ subscribed: false }]);
    expect(await ownership(member.client)).toEqual([]);
  });

  it('no API role may call the billing functions', async () => {
    const buyer = await newUser(server, 'bill-rpc');
    const { error } = await buyer.client.rpc('record_purchase', {
      buyer: buyer.id,
      product: paidTemplate,
      amount_cents: 0,
      currency: 'usd',
      receipt_url: null,
      checkout_session_id: 'cs_free',
      payment_intent_id: 'pi_free',
    });
    expect(error).not.toBeNull();
    expect(await ownership(buyer.client)).toEqual([]);
  });
});

describe('attacks on billing through the payment functions', () => {
  let world: PaymentsWorld;
  beforeAll(async () => {
    world = await startPaymentsWorld();
  }, 90_000);
  afterAll(() => world.stop());

  const call = async (client: SupabaseClient, name: string, body?: unknown) =>
    callFunction(world, name, await tokenOf(client), body);
  async function checkout(client: SupabaseClient, what: Record<string, unknown>) {
    const answer = await call(client, 'create-checkout', what);
    expect(answer.status).toBe(200);
    return { id: String(answer.body.id), url: String(answer.body.url) };
  }
  const pay = (url: string) => payAndSettle(world, url);
  /** A second open checkout of the same thing, as a race between two create-checkout calls would leave. */
  function twinOf(sessionId: string) {
    const { ledger } = world.standIn;
    const session = ledger.session(sessionId);
    return ledger.createCheckoutSession({
      mode: session.mode,
      price: ledger.price(session.price),
      quantity: 1,
      customer: session.customer,
      customerEmail: null,
      clientReferenceId: session.client_reference_id,
      metadata: session.metadata,
      successUrl: session.success_url,
      cancelUrl: session.cancel_url,
    });
  }
  const chargeOfIntent = (intent: string | null) =>
    world.standIn.ledger.charges.get(
      world.standIn.ledger.paymentIntents.get(intent ?? '')?.latest_charge ?? '',
    );
  const purchases = async (client: SupabaseClient) =>
    (await client.from('purchases').select('state,amount_refunded_cents').order('created_at'))
      .data ?? [];
  const owned = async (client: SupabaseClient) =>
    ((await client.from('my_templates').select('slug,entitlement')).data ?? []).length;
  const subscription = async (client: SupabaseClient) =>
    (await call(client, 'check-subscription')).body;
  const press = async (charge: string, action: 'refund' | 'dispute') => {
    await fetch(`${world.standIn.url}/dashboard/charges/${charge}/${action}`, {
      method: 'POST',
      redirect: 'manual',
    });
    await world.standIn.webhooksIdle();
  };

  it('two checkouts of one template both paid: the second is refunded at once and shown as refunded', async () => {
    const buyer = await newUser(world.server, 'bill-two-tabs');
    const first = await checkout(buyer.client, { product: 'seedround' });
    const second = twinOf(first.id);
    expect((await pay(first.url)).status).toBe(303);
    expect((await pay(second.url ?? '')).status).toBe(303);
    expect(chargeOfIntent(world.standIn.ledger.session(first.id).payment_intent)?.refunded).toBe(
      false,
    );
    expect(chargeOfIntent(world.standIn.ledger.session(second.id).payment_intent)?.refunded).toBe(
      true,
    );
    expect(await purchases(buyer.client)).toEqual([
      { state: 'paid', amount_refunded_cents: 0 },
      { state: 'refunded', amount_refunded_cents: 2999 },
    ]);
    expect(await owned(buyer.client)).toBe(1);
  });

  it('an old checkout link no longer pays: opening another expires it', async () => {
    const buyer = await newUser(world.server, 'bill-old-link');
    const old = await checkout(buyer.client, { product: 'crate-and-co' });
    const fresh = await checkout(buyer.client, { product: 'crate-and-co' });
    const late = await pay(old.url);
    expect(late.status).toBe(402);
    expect(late.page).toContain('This checkout is expired');
    expect((await pay(fresh.url)).status).toBe(303);
    expect(await purchases(buyer.client)).toEqual([{ state: 'paid', amount_refunded_cents: 0 }]);
  });

  it('two plans at once: the second is cancelled at the provider and refunded in full', async () => {
    const member = await newUser(world.server, 'bill-two-plans-paid');
    const pro = await checkout(member.client, { plan: 'pro' });
    const secondPlan = twinOf(pro.id);
    await pay(pro.url);
    await pay(secondPlan.url ?? '');
    const customer = String(world.standIn.ledger.session(pro.id).customer);
    const plans = world.standIn.ledger.subscriptionsOf(customer);
    expect(plans.map((plan) => plan.status).sort()).toEqual(['active', 'canceled']);
    const canceled = plans.find((plan) => plan.status === 'canceled');
    const invoice = world.standIn.ledger.invoice(String(canceled?.latest_invoice));
    expect(chargeOfIntent(invoice.payment_intent)?.refunded).toBe(true);
    expect(await subscription(member.client)).toMatchObject({ subscribed: true });
    expect((await call(member.client, 'create-checkout', { plan: 'studio' })).status).toBe(409);
  });

  it('a subscriber cannot pay for a template the plan includes', async () => {
    const member = await newUser(world.server, 'bill-included');
    await pay((await checkout(member.client, { plan: 'pro' })).url);
    expect(await call(member.client, 'create-checkout', { product: 'aurora-saas' })).toEqual({
      status: 409,
      body: { error: 'Your plan already includes this template' },
    });
  });

  it('a refund or a dispute at the provider takes back the template or the plan', async () => {
    const buyer = await newUser(world.server, 'bill-refunded');
    const bought = await checkout(buyer.client, { product: 'pulse-analytics' });
    await pay(bought.url);
    const charge = chargeOfIntent(world.standIn.ledger.session(bought.id).payment_intent);
    await press(String(charge?.id), 'refund');
    expect(await purchases(buyer.client)).toEqual([
      { state: 'refunded', amount_refunded_cents: 2999 },
    ]);
    expect(await owned(buyer.client)).toBe(0);

    const member = await newUser(world.server, 'bill-disputed');
    const plan = await checkout(member.client, { plan: 'pro' });
    await pay(plan.url);
    const subscriptionId = String(world.standIn.ledger.session(plan.id).subscription);
    const invoice = world.standIn.ledger.invoice(
      String(world.standIn.ledger.subscription(subscriptionId).latest_invoice),
    );
    await press(String(chargeOfIntent(invoice.payment_intent)?.id), 'dispute');
    expect(await subscription(member.client)).toMatchObject({ subscribed: false });
    expect(world.standIn.ledger.subscription(subscriptionId).status).toBe('canceled');
    expect(await owned(member.client)).toBe(0);
  });

  it('an account deleted with a plan ends it at the provider, and a new account with the address inherits nothing', async () => {
    const member = await newUser(world.server, 'bill-deleted');
    const plan = await checkout(member.client, { plan: 'studio' });
    await pay(plan.url);
    const session = world.standIn.ledger.session(plan.id);
    expect((await call(member.client, 'delete-account')).status).toBe(200);
    await world.standIn.webhooksIdle();
    const ended = world.standIn.ledger.subscription(String(session.subscription));
    expect(ended.status).toBe('canceled');
    const refunded = chargeOfIntent(
      world.standIn.ledger.invoice(String(ended.latest_invoice)).payment_intent,
    );
    expect(refunded?.amount_refunded).toBeGreaterThan(4000);
    expect(world.standIn.ledger.customer(String(session.customer)).metadata).toEqual({
      deleted_user_id: member.id,
    });

    const again = await clientFor(world.server).auth.signUp({
      email: member.email,
      password: member.password,
    });
    expect(again.error).toBeNull();
    const returning = await signedInClient(world.server, member.email, member.password);
    expect(await subscription(returning)).toMatchObject({ subscribed: false });
    expect((await call(returning, 'customer-portal')).status).toBe(404);
    expect(await owned(returning)).toBe(0);
  });
});
