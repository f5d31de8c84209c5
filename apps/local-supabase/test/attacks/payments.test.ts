import { stripeSignatureHeader, testCards } from '@outpace/payments-stand-in';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, serviceClient, signedInClient, userWithTotp } from '../support/harness.ts';
import {
  callFunction,
  payAndSettle,
  standInKeys,
  tokenOf,
  startPaymentsWorld,
  type PaymentsWorld,
} from '../support/paymentsWorld.ts';

/*
 * Payments end to end through the deployable functions (create-checkout, customer-portal, stripe-webhook) against
 * the payment stand-in, which plays Stripe, the only fake here. One server and one stand-in for the file.
 */

let world: PaymentsWorld;
const site = 'http://127.0.0.1:4173';

beforeAll(async () => {
  world = await startPaymentsWorld();
}, 90_000);
afterAll(() => world.stop());

const call = (name: string, token: string | null, body?: unknown, method = 'POST') =>
  callFunction(world, name, token, body, method);

async function checkout(client: SupabaseClient, what: Record<string, unknown>) {
  const answer = await call('create-checkout', await tokenOf(client), what);
  expect(answer.status).toBe(200);
  return { id: String(answer.body.id), url: String(answer.body.url) };
}

const pay = (url: string, card?: string) => payAndSettle(world, url, card);

const purchases = async (client: SupabaseClient) =>
  (await client.from('purchases').select('product_id,amount_cents,currency,receipt_url')).data ??
  [];

const ownedSlugs = async (client: SupabaseClient) =>
  ((await client.from('my_templates').select('slug,entitlement,remix_url')).data ?? [])
    .map((row: { slug: string; entitlement: string }) => `${row.slug}:${row.entitlement}`)
    .sort();

const subscription = async (client: SupabaseClient) =>
  (await call('check-subscription', await tokenOf(client))).body;

async function paidSlugs(): Promise<string[]> {
  const { data } = await serviceClient(world.server)
    .from('products')
    .select('slug')
    .eq('price_type', 'Paid');
  return (data ?? []).map((row: { slug: string }) => row.slug).sort();
}

describe('buying and subscribing', () => {
  it('a Paid template bought with 4242 becomes the buyer’s, at the row’s price, with a receipt', async () => {
    const buyer = await newUser(world.server, 'pay-buy');
    const session = await checkout(buyer.client, { product: 'aurora-saas' });
    const paid = await pay(session.url);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(
      `${site}/all-framer-templates/aurora-saas?checkout=success&session_id=${session.id}`,
    );

    expect(await purchases(buyer.client)).toEqual([
      expect.objectContaining({
        amount_cents: 2999,
        currency: 'usd',
        receipt_url: expect.stringMatching(/\/receipts\/ch_/),
      }),
    ]);
    expect(await ownedSlugs(buyer.client)).toEqual(['aurora-saas:purchased']);
    expect(
      await call('create-checkout', await tokenOf(buyer.client), { product: 'aurora-saas' }),
    ).toEqual({
      status: 409,
      body: { error: 'You already own this template' },
    });
  });

  it('a plan opens every Paid template; cancelled at period end it stays until its end, then only the bought one remains', async () => {
    const member = await newUser(world.server, 'pay-plan');
    await pay((await checkout(member.client, { product: 'northwind-agency' })).url);
    await pay((await checkout(member.client, { plan: 'pro' })).url);

    const active = await subscription(member.client);
    expect(active).toMatchObject({ subscribed: true, subscription_tier: 'Pro' });
    const end = Date.parse(String(active.subscription_end));
    expect(end - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(await ownedSlugs(member.client)).toEqual(
      (await paidSlugs()).map(
        (slug) => `${slug}:${slug === 'northwind-agency' ? 'purchased' : 'subscription'}`,
      ),
    );
    expect(
      (await call('create-checkout', await tokenOf(member.client), { plan: 'studio' })).status,
    ).toBe(409);
    // What the plan includes is not sold again: create-checkout asks the database's entitlement.
    expect(
      await call('create-checkout', await tokenOf(member.client), { product: 'crate-and-co' }),
    ).toMatchObject({ status: 409, body: { error: 'Your plan already includes this template' } });

    const portal = await call('customer-portal', await tokenOf(member.client));
    expect(portal.status).toBe(200);
    const portalPage = await (await fetch(String(portal.body.url))).text();
    const cancel = /action="([^"]+\/cancel)"/.exec(portalPage)?.[1] ?? '';
    await fetch(new URL(cancel, world.standIn.url), { method: 'POST', redirect: 'manual' });
    await world.standIn.webhooksIdle();
    expect(await subscription(member.client)).toEqual(active);

    const clock = (await (await fetch(`${world.standIn.url}/__dev/clock`)).json()) as {
      now: number;
    };
    const untilEnd = Math.ceil(end / 1000) - clock.now;
    await fetch(`${world.standIn.url}/__dev/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_seconds: Math.max(0, untilEnd) + 60 }),
    });
    await world.standIn.webhooksIdle();
    expect(await subscription(member.client)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: active.subscription_end,
    });
    expect(await ownedSlugs(member.client)).toEqual(['northwind-agency:purchased']);
  });
  it('check-subscription finds a plan paid with the account’s address when the account has no row', async () => {
    const member = await newUser(world.server, 'pay-lost-row');
    await pay((await checkout(member.client, { plan: 'studio' })).url);
    await serviceClient(world.server).from('subscribers').delete().eq('user_id', member.id);
    expect(await subscription(member.client)).toMatchObject({
      subscribed: true,
      subscription_tier: 'Studio',
    });
  });
});

describe('attacks on payments', () => {
  /** A paid checkout whose webhook was held back, so the test can deliver (or forge) it itself. */
  async function heldBackPayment(prefix: string) {
    const user = await newUser(world.server, prefix);
    const session = await checkout(user.client, { product: 'crate-and-co' });
    world.standIn.setWebhook(undefined);
    try {
      await pay(session.url);
    } finally {
      world.standIn.setWebhook({ url: world.webhookUrl, secret: standInKeys.webhookSecret });
    }
    const event = [...world.standIn.ledger.events.values()].find(
      (e) =>
        e.type === 'checkout.session.completed' &&
        (e.data.object as { id: string }).id === session.id,
    );
    if (!event) throw new Error('no completed event');
    return { user, body: JSON.stringify(event), event };
  }

  const deliver = (body: string, signature?: string) =>
    fetch(world.webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(signature ? { 'Stripe-Signature': signature } : {}),
      },
      body,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
  const now = () => Math.floor(Date.now() / 1000);

  it('a webhook without a valid signature, with an old timestamp or a replayed event id records nothing', async () => {
    const { user, body } = await heldBackPayment('pay-forge');
    const refused = { status: 400, body: { error: 'Invalid signature' } };

    expect(await deliver(body)).toEqual({
      status: 400,
      body: { error: 'Missing Stripe-Signature header' },
    });
    expect(await deliver(body, 't=1,v1=00')).toEqual(refused);
    expect(await deliver(body, stripeSignatureHeader('whsec_guessed', body, now()))).toEqual(
      refused,
    );
    expect(
      await deliver(body, stripeSignatureHeader(standInKeys.webhookSecret, body, now() - 600)),
    ).toEqual(refused);
    const tampered = body.replace('"amount_total":2999', '"amount_total":1');
    expect(
      await deliver(tampered, stripeSignatureHeader(standInKeys.webhookSecret, body, now())),
    ).toEqual(refused);
    expect(await purchases(user.client)).toEqual([]);

    expect(
      await deliver(body, stripeSignatureHeader(standInKeys.webhookSecret, body, now())),
    ).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await purchases(user.client)).toHaveLength(1);
    // Refunded by hand (row deleted): a replay of the same event must not bring it back.
    await serviceClient(world.server).from('purchases').delete().eq('user_id', user.id);
    expect(
      await deliver(body, stripeSignatureHeader(standInKeys.webhookSecret, body, now())),
    ).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(await purchases(user.client)).toEqual([]);
  });

  it('an event whose copy lies is settled from the provider’s current state', async () => {
    const { user, event } = await heldBackPayment('pay-stale');
    const lying = JSON.stringify({
      ...event,
      id: `${event.id}x`,
      data: {
        object: {
          ...(event.data.object as object),
          amount_total: 1,
          metadata: { product_id: 'x' },
        },
      },
    });
    expect(
      (await deliver(lying, stripeSignatureHeader(standInKeys.webhookSecret, lying, now()))).status,
    ).toBe(200);
    expect(await purchases(user.client)).toEqual([expect.objectContaining({ amount_cents: 2999 })]);
  });

  it('a client-sent price, amount, product id, customer, mode or return URL is ignored', async () => {
    const victim = await newUser(world.server, 'pay-victim');
    await pay((await checkout(victim.client, { product: 'pulse-analytics' })).url);
    const victimCustomer = [...world.standIn.ledger.customers.values()].find(
      (c) => c.email === victim.email,
    )?.id;
    expect(victimCustomer).toMatch(/^cus_/);

    const attacker = await newUser(world.server, 'pay-attacker');
    const { id } = await checkout(attacker.client, {
      product: 'aperture-photo',
      price: 'price_cheap',
      amount: 1,
      unit_amount: 1,
      product_id: '00000000-0000-0000-0000-000000000000',
      customer: victimCustomer,
      mode: 'subscription',
      success_url: 'https://evil.example/',
    });
    const session = world.standIn.ledger.session(id);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 2999,
      client_reference_id: attacker.id,
    });
    expect(session.customer).not.toBe(victimCustomer);
    expect(session.success_url.startsWith(`${site}/all-framer-templates/aperture-photo?`)).toBe(
      true,
    );
  });

  it('one user cannot open another user’s checkout, portal or purchases', async () => {
    const owner = await newUser(world.server, 'pay-owner');
    await pay((await checkout(owner.client, { product: 'seedround' })).url);
    const other = await newUser(world.server, 'pay-other');

    expect(await purchases(other.client)).toEqual([]);
    expect((await other.client.from('payment_customers').select('*')).data ?? []).toEqual([]);
    expect((await other.client.from('payment_events').select('*')).data ?? []).toEqual([]);
    expect(
      await call('customer-portal', await tokenOf(other.client), { customer: 'anything' }),
    ).toEqual({
      status: 404,
      body: { error: 'Nothing to manage yet: buy a template or a plan first' },
    });
    expect(await ownedSlugs(other.client)).toEqual([]);
  });

  it('a declined or abandoned checkout grants nothing', async () => {
    const user = await newUser(world.server, 'pay-declined');
    const declined = await pay(
      (await checkout(user.client, { product: 'aurora-saas' })).url,
      testCards.declined,
    );
    expect(declined.status).toBe(402);
    expect(declined.page).toContain('Your card was declined.');
    await checkout(user.client, { plan: 'pro' });
    await fetch(`${world.standIn.url}/__dev/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_seconds: 25 * 3600 }),
    });
    await world.standIn.webhooksIdle();
    expect(await purchases(user.client)).toEqual([]);
    expect(await ownedSlugs(user.client)).toEqual([]);
    expect(await subscription(user.client)).toMatchObject({ subscribed: false });
  });

  it('an account with a second factor pays only from an aal2 session', async () => {
    const user = await userWithTotp(world.server, 'pay-mfa');
    const aal1 = await signedInClient(world.server, user.email, user.password);
    const refused = {
      status: 403,
      body: { error: 'This account has a second factor: confirm it first (an aal2 session)' },
    };
    expect(await call('create-checkout', await tokenOf(aal1), { product: 'aurora-saas' })).toEqual(
      refused,
    );
    expect(await call('customer-portal', await tokenOf(aal1))).toEqual(refused);
    expect(
      (await call('create-checkout', await tokenOf(user.client), { product: 'aurora-saas' }))
        .status,
    ).toBe(200);
  });

  it('bad input to every payment function gets a 4xx with an error message', async () => {
    const { client } = await newUser(world.server, 'pay-bad');
    const token = await tokenOf(client);
    const whatToBuy = { error: 'Send { "product": "<template slug>" } or { "plan": "<plan id>" }' };
    const cases: [string, string | null, unknown, string, number, unknown][] = [
      [
        'create-checkout',
        null,
        {},
        'POST',
        401,
        { code: 401, message: 'Missing authorization header' },
      ],
      ['create-checkout', 'not-a-jwt', {}, 'POST', 401, { code: 401, message: 'Invalid JWT' }],
      [
        'create-checkout',
        token,
        'product=aurora-saas',
        'POST',
        400,
        { error: 'Request body must be a JSON object' },
      ],
      ['create-checkout', token, [], 'POST', 400, { error: 'Request body must be a JSON object' }],
      ['create-checkout', token, {}, 'POST', 400, whatToBuy],
      ['create-checkout', token, { product: 42 }, 'POST', 400, whatToBuy],
      ['create-checkout', token, { product: '../plans' }, 'POST', 400, whatToBuy],
      ['create-checkout', token, { product: 'aurora-saas', plan: 'pro' }, 'POST', 400, whatToBuy],
      ['create-checkout', token, { product: 'x'.repeat(81) }, 'POST', 400, whatToBuy],
      [
        'create-checkout',
        token,
        { product: 'no-such-template' },
        'POST',
        404,
        { error: 'No such template' },
      ],
      [
        'create-checkout',
        token,
        { product: 'monofolio' },
        'POST',
        400,
        { error: 'This template is free: get it from its page' },
      ],
      ['create-checkout', token, { plan: 'platinum' }, 'POST', 404, { error: 'No such plan' }],
      ['create-checkout', token, undefined, 'GET', 405, { error: 'Method GET not allowed' }],
      [
        'customer-portal',
        null,
        undefined,
        'POST',
        401,
        { code: 401, message: 'Missing authorization header' },
      ],
      ['customer-portal', token, undefined, 'GET', 405, { error: 'Method GET not allowed' }],
      [
        'stripe-webhook',
        null,
        { id: 'evt_1' },
        'POST',
        400,
        { error: 'Missing Stripe-Signature header' },
      ],
      ['stripe-webhook', null, undefined, 'GET', 405, { error: 'Method GET not allowed' }],
    ];
    for (const [name, bearer, body, method, status, expected] of cases) {
      expect({ name, body, answer: await call(name, bearer, body, method) }).toEqual({
        name,
        body,
        answer: { status, body: expected },
      });
    }
    const huge = 'x'.repeat(1024 * 1024 + 1);
    const tooLarge = await fetch(world.webhookUrl, {
      method: 'POST',
      headers: {
        'Stripe-Signature': stripeSignatureHeader(standInKeys.webhookSecret, huge, now()),
      },
      body: huge,
    });
    expect(tooLarge.status).toBe(413);
  });
});
