import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentActions } from './paymentActions';
import { fetchPlans } from './plans';
import { clientFor } from '../../test/nodeClient';
import {
  importLocalSupabase,
  type StartedLocalSupabase,
} from '../../test/localSupabase.globalSetup';

/*
 * The payment actions against the local server with its real REST and functions. Checkout itself is exercised
 * with the payment stand-in in apps/local-supabase/test/attacks/payments.test.ts; here the server has no payment
 * provider, so the functions answer that payments are not configured, and the client must say so.
 */

let server: StartedLocalSupabase;

beforeAll(async () => {
  const { startLocalSupabase } = await importLocalSupabase();
  server = await startLocalSupabase({ port: 0, dataDir: 'memory', logger: false });
}, 180_000);
afterAll(() => server.stop());

async function signedUp(prefix: string) {
  const client = clientFor(server.url, server.anonKey);
  const email = `${prefix}-${Date.now().toString(36)}@example.com`;
  const { data, error } = await client.auth.signUp({ email, password: 'correct horse battery' });
  expect(error).toBeNull();
  return { client, id: data.user?.id ?? '' };
}

describe('createPaymentActions', () => {
  it('lists the caller’s own purchases, newest first, with the template’s name', async () => {
    const buyer = await signedUp('core-buyer');
    const other = await signedUp('core-other');
    const service = clientFor(server.url, server.serviceRoleKey);
    const products = await service
      .from('products')
      .select('id,name,slug')
      .in('slug', ['aurora-saas', 'seedround']);
    const bySlug = new Map(
      (products.data ?? []).map((p: { id: string; slug: string }) => [p.slug, p.id]),
    );
    const inserted = await service.from('purchases').insert([
      {
        user_id: buyer.id,
        product_id: bySlug.get('aurora-saas'),
        amount_cents: 2999,
        receipt_url: 'https://pay.example/r/1',
        checkout_session_id: `cs_a_${buyer.id}`,
        created_at: '2026-11-01T10:00:00Z',
        // Every row names the same columns: PostgREST fills a missing one of a bulk insert with null.
        state: 'paid',
        amount_refunded_cents: 0,
      },
      {
        user_id: buyer.id,
        product_id: bySlug.get('seedround'),
        amount_cents: 2999,
        checkout_session_id: `cs_b_${buyer.id}`,
        created_at: '2026-11-20T10:00:00Z',
        state: 'refunded',
        amount_refunded_cents: 2999,
      },
    ]);
    expect(inserted.error).toBeNull();

    const listed = await createPaymentActions(async () => buyer.client).listPurchases();
    expect(listed).toEqual({
      error: null,
      purchases: [
        expect.objectContaining({
          name: 'Seedround',
          slug: 'seedround',
          receiptUrl: null,
          state: 'refunded',
          amountRefundedCents: 2999,
        }),
        expect.objectContaining({
          name: 'Aurora',
          amountCents: 2999,
          currency: 'usd',
          createdAt: expect.stringMatching(/^2026-11-01/),
          receiptUrl: 'https://pay.example/r/1',
          state: 'paid',
          amountRefundedCents: 0,
        }),
      ],
    });
    expect(await createPaymentActions(async () => other.client).listPurchases()).toEqual({
      error: null,
      purchases: [],
    });
    // One checkout's record, for the page its buyer returns to; nobody else's.
    const session = `cs_b_${buyer.id}`;
    expect(
      await createPaymentActions(async () => buyer.client).checkoutPurchaseState(session),
    ).toBe('refunded');
    expect(
      await createPaymentActions(async () => other.client).checkoutPurchaseState(session),
    ).toBeNull();
  });

  it('reports a server without a payment provider as an error, not a page to open', async () => {
    const { client } = await signedUp('core-checkout');
    const actions = createPaymentActions(async () => client);
    // 503 from the function (its message is read from the body in a browser; Node's Response differs here).
    const notConfigured = {
      url: null,
      error: expect.objectContaining({ code: 'function_error', status: 503 }),
    };
    expect(await actions.startCheckout({ product: 'aurora-saas' })).toEqual(notConfigured);
    expect(await actions.openBillingPortal()).toEqual(notConfigured);
  });
});

describe('fetchPlans', () => {
  it('gives anyone the plans in the studio’s order, at the prices checkout charges', async () => {
    const plans = await fetchPlans(clientFor(server.url, server.anonKey));
    expect(
      plans.map(({ id, name, price_cents, currency }) => ({ id, name, price_cents, currency })),
    ).toEqual([
      { id: 'pro', name: 'Pro', price_cents: 1900, currency: 'usd' },
      { id: 'studio', name: 'Studio', price_cents: 4900, currency: 'usd' },
    ]);
    for (const plan of plans) expect(plan.features).toContain('Every paid template while active');
  });
});
