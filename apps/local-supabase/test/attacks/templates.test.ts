import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  authHeaders,
  clientFor,
  databaseBackends,
  newUser,
  seededAccounts,
  serviceClient,
  signedInClient,
  startTestServer,
  userWithTotp,
} from '../support/harness.ts';

/*
 * Attacks on getting a template (docs/product.md#getting-a-template): reading a remix link or someone's
 * entitlement without being entitled, through REST, RPC and storage; tampering with what a claim names; and what
 * is left of an account's templates once it is deleted. On PGlite and, when DATABASE_URL is set, on PostgreSQL.
 */

const privateTables = ['product_deliveries', 'my_templates', 'template_claims', 'purchases'];

describe.each(databaseBackends)('templates on $name', ({ databaseUrl }) => {
  let server: LocalSupabase;
  let products: Record<string, { id: string; price_type: string }>;
  let links: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {});
    const service = serviceClient(server);
    const rows = await service.from('products').select('id, slug, price_type');
    products = Object.fromEntries((rows.data ?? []).map((p) => [p.slug, p]));
    const deliveries = await service.from('product_deliveries').select('product_id, remix_url');
    const slugById = new Map(Object.entries(products).map(([slug, p]) => [p.id, slug]));
    links = Object.fromEntries(
      (deliveries.data ?? []).map((d) => [slugById.get(d.product_id), d.remix_url]),
    );
  });
  afterAll(() => server.stop());

  const id = (slug: string) => products[slug]?.id ?? '';

  async function claim(client: SupabaseClient, slug: string) {
    return client.from('template_claims').insert({ product_id: id(slug) });
  }

  async function linksOf(client: SupabaseClient) {
    const { data, error } = await client
      .from('my_templates')
      .select('slug, entitlement, remix_url');
    expect(error).toBeNull();
    return Object.fromEntries((data ?? []).map((row) => [row.slug, row]));
  }

  it('a remix link cannot be derived from its template’s slug: each carries a random token of its own', () => {
    const tokens = Object.entries(links).map(([slug, link]) => {
      expect(link).not.toContain(slug);
      return /duplicate=outpace-([0-9a-f]{32})$/.exec(link)?.[1];
    });
    expect(tokens.every(Boolean)).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('the seed gives every template a link, and the public products rows carry none', async () => {
    expect(Object.keys(links)).toHaveLength(Object.keys(products).length);
    const { data } = await clientFor(server).from('products').select('*');
    const everything = JSON.stringify(data);
    for (const link of Object.values(links)) expect(everything).not.toContain(link);
  });

  it('anon reads the gallery shots but cannot add, change or remove one', async () => {
    const anon = clientFor(server);
    const { data } = await anon.from('product_shots').select('product_id, webp_url');
    expect(data).toHaveLength(Object.keys(products).length * 5);
    const shot = { product_id: id('aurora-saas'), position: 9, viewport: 'desktop', page: 'X' };
    const webp_url = `${server.url}/storage/v1/object/public/product-thumbnails/x.webp`;
    expect((await anon.from('product_shots').insert({ ...shot, webp_url })).status).toBe(401);
    await anon.from('product_shots').update({ page: 'Defaced' }).eq('position', 1);
    await anon.from('product_shots').delete().eq('position', 1);
    const after = await anon.from('product_shots').select('page').eq('position', 1);
    expect(after.data).toEqual(Object.keys(products).map(() => ({ page: 'Home' })));
  });

  it('anon reads no link, claim, purchase or entitlement through REST', async () => {
    const anon = clientFor(server);
    for (const table of privateTables) {
      const { data, error, status } = await anon.from(table).select('*');
      expect({ table, status, code: error?.code, data }).toEqual({
        table,
        status: 401,
        code: '42501',
        data: null,
      });
    }
  });

  it('anon and another user learn nothing through RPC', async () => {
    const owner = await newUser(server, 'rpc-owner');
    expect((await claim(owner.client, 'monofolio')).error).toBeNull();
    const other = await newUser(server, 'rpc-other');
    for (const client of [clientFor(server), other.client]) {
      const asked = await client.rpc('template_entitlement', { product: id('monofolio') });
      // No RPC route answers 404; with one, anon may not execute it and another user gets their own null.
      expect(asked.data ?? null).toBeNull();
      expect(JSON.stringify(asked)).not.toContain(links.monofolio);
    }
  });

  it('anon and another user find no link in storage', async () => {
    const other = await newUser(server, 'storage-other');
    const token = (await other.client.auth.getSession()).data.session?.access_token ?? '';
    for (const path of [
      'object/public/product-deliveries/monofolio',
      'object/product-deliveries/monofolio',
      'object/authenticated/product-deliveries/monofolio',
      'object/public/product-thumbnails/../product-deliveries/monofolio',
    ]) {
      for (const headers of [{}, authHeaders(server, token)]) {
        const response = await fetch(`${server.url}/storage/v1/${path}`, { headers });
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.status, path).toBeLessThan(500);
        expect(await response.text()).not.toContain('framer.com/projects');
      }
    }
  });

  it("another user cannot read a user's claim or its link", async () => {
    const owner = await newUser(server, 'claim-owner');
    expect((await claim(owner.client, 'liftoff-startup')).error).toBeNull();
    expect((await linksOf(owner.client))['liftoff-startup']).toEqual({
      slug: 'liftoff-startup',
      entitlement: 'claimed',
      remix_url: links['liftoff-startup'],
    });
    const other = await newUser(server, 'claim-other');
    expect(await linksOf(other.client)).toEqual({});
    expect((await other.client.from('template_claims').select('*')).data).toEqual([]);
    expect((await other.client.from('product_deliveries').select('*')).data).toEqual([]);
  });

  it("a claim naming another account's user_id is refused", async () => {
    const victim = await newUser(server, 'tamper-victim');
    const attacker = await newUser(server, 'tamper-attacker');
    const forged = await attacker.client
      .from('template_claims')
      .insert({ user_id: victim.id, product_id: id('verde-market') });
    expect(forged.error?.code).toBe('42501');
    expect(await linksOf(victim.client)).toEqual({});
    expect(await linksOf(attacker.client)).toEqual({});
  });

  it('a claim of a Paid product id is refused and gives no link', async () => {
    const { client } = await newUser(server, 'tamper-paid');
    expect((await claim(client, 'aurora-saas')).error?.code).toBe('42501');
    expect(await linksOf(client)).toEqual({});
  });

  it('a claim carrying a slug or a price changes nothing', async () => {
    const { client } = await newUser(server, 'tamper-price');
    for (const extra of [{ slug: 'monofolio' }, { price_cents: 0 }, { price_type: 'Free' }]) {
      const tampered = await client
        .from('template_claims')
        .insert({ product_id: id('seedround'), ...extra });
      expect(tampered.status, JSON.stringify(extra)).toBe(400);
    }
    const repriced = await client
      .from('products')
      .update({ price_type: 'Free', price_cents: 0 })
      .eq('slug', 'seedround');
    expect(repriced.error?.code).toBe('42501');
    expect((await claim(client, 'seedround')).error?.code).toBe('42501');
    expect(await linksOf(client)).toEqual({});
  });

  it('an account cannot record a purchase or a link for itself', async () => {
    const { client, id: userId } = await newUser(server, 'tamper-purchase');
    const bought = await client
      .from('purchases')
      .insert({ user_id: userId, product_id: id('pulse-analytics'), amount_cents: 0 });
    expect(bought.error?.code).toBe('42501');
    const linked = await client
      .from('product_deliveries')
      .update({ remix_url: 'https://attacker.example/x' })
      .eq('product_id', id('pulse-analytics'));
    expect(linked.error?.code).toBe('42501');
    expect(await linksOf(client)).toEqual({});
  });

  it('a Paid template is not read without a purchase or an active subscription', async () => {
    for (const account of [seededAccounts.member, seededAccounts.expired]) {
      const client = await signedInClient(server, account.email, account.password);
      const rows = await linksOf(client);
      expect(Object.keys(rows), account.email).toEqual([]);
    }
  });

  it('an active subscription reads every Paid link and no unclaimed Free one', async () => {
    const { email, password } = seededAccounts.subscriber;
    const rows = await linksOf(await signedInClient(server, email, password));
    const paid = Object.keys(products).filter((slug) => products[slug]?.price_type === 'Paid');
    expect(Object.keys(rows).sort()).toEqual(paid.sort());
    for (const slug of paid) {
      expect(rows[slug]).toEqual({ slug, entitlement: 'subscription', remix_url: links[slug] });
    }
  });

  it('a purchase gives its buyer, and only its buyer, the link', async () => {
    const buyer = await newUser(server, 'buyer');
    const recorded = await serviceClient(server)
      .from('purchases')
      .insert({ user_id: buyer.id, product_id: id('crate-and-co'), amount_cents: 2999 });
    expect(recorded.error).toBeNull();
    expect((await linksOf(buyer.client))['crate-and-co']?.entitlement).toBe('purchased');
    expect((await buyer.client.from('purchases').select('amount_cents')).data).toEqual([
      { amount_cents: 2999 },
    ]);
    const other = await newUser(server, 'not-buyer');
    expect(await linksOf(other.client)).toEqual({});
    expect((await other.client.from('purchases').select('*')).data).toEqual([]);
  });

  it('an account with a second factor reads its links only from an aal2 session', async () => {
    const user = await userWithTotp(server, 'templates-mfa');
    expect((await claim(user.client, 'studio-kinetic')).error).toBeNull();
    expect(Object.keys(await linksOf(user.client))).toEqual(['studio-kinetic']);
    const aal1 = await signedInClient(server, user.email, user.password);
    expect(await linksOf(aal1)).toEqual({});
    expect((await aal1.from('template_claims').select('*')).data).toEqual([]);
  });

  it("a deleted account's claims and purchases go with it", async () => {
    const doomed = await newUser(server, 'templates-deleted');
    expect((await claim(doomed.client, 'monofolio')).error).toBeNull();
    const service = serviceClient(server);
    await service
      .from('purchases')
      .insert({ user_id: doomed.id, product_id: id('aurora-saas'), amount_cents: 2999 });
    const deleted = await doomed.client.functions.invoke('delete-account');
    expect(deleted.error).toBeNull();
    for (const table of ['template_claims', 'purchases']) {
      const left = await service.from(table).select('user_id').eq('user_id', doomed.id);
      expect({ table, rows: left.data }).toEqual({ table, rows: [] });
    }
  });
});
