import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { authHeaders, clientFor, serviceClient, startTestServer } from '../support/harness.ts';

let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface Product {
  id: string;
  name: string;
  slug: string;
  description: string;
  page_type: string;
  thumbnail_url: string;
  price_type: 'Free' | 'Paid';
  price_cents: number;
  display_order: number;
  created_at: string;
}

describe('products query', () => {
  it('answers the landing page query in display order', async () => {
    const { data, error, status } = await clientFor(server)
      .from('products')
      .select('*')
      .order('display_order', { ascending: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    const products = data as Product[];
    expect(products.length).toBeGreaterThanOrEqual(8);
    expect(products.map((p) => p.display_order)).toEqual(
      [...products.map((p) => p.display_order)].sort((a, b) => a - b),
    );
    expect(products.some((p) => p.price_type === 'Free')).toBe(true);
    expect(new Set(products.map((p) => p.page_type))).toEqual(
      new Set(['SaaS', 'Agency', 'Portfolio', 'Startup', 'Ecommerce']),
    );
    for (const product of products) {
      expect(product).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: expect.any(String),
        description: expect.any(String),
      });
      expect(product.thumbnail_url).toBe(
        `${server.url}/storage/v1/object/public/product-thumbnails/${product.slug}.webp`,
      );
      expect(product.price_cents === 0).toBe(product.price_type === 'Free');
      expect(Number.isNaN(Date.parse(product.created_at))).toBe(false);
    }
  });

  it('sends PostgREST headers', async () => {
    const response = await fetch(
      `${server.url}/rest/v1/products?select=*&order=display_order.asc`,
      {
        headers: { ...authHeaders(server), 'Accept-Profile': 'public' },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-range')).toMatch(/^0-\d+\/\*$/);
  });
});

describe('filters and modifiers', () => {
  const products = () => clientFor(server).from('products');

  it('supports comparison, list, null and pattern filters', async () => {
    expect((await products().select('slug').eq('price_type', 'Free')).data).toHaveLength(4);
    expect((await products().select('slug').neq('price_type', 'Free')).data).toHaveLength(6);
    expect((await products().select('slug').in('page_type', ['SaaS', 'Agency'])).data).toHaveLength(
      4,
    );
    expect((await products().select('slug').gt('display_order', 8)).data).toHaveLength(2);
    expect((await products().select('slug').gte('display_order', 8)).data).toHaveLength(3);
    expect((await products().select('slug').lt('display_order', 3)).data).toHaveLength(2);
    expect((await products().select('slug').lte('display_order', 3)).data).toHaveLength(3);
    expect((await products().select('slug').is('preview_url', null)).data).toHaveLength(0);
    expect((await products().select('slug').not('preview_url', 'is', null)).data).toHaveLength(10);
    expect((await products().select('slug').ilike('name', '%AURORA%')).data).toEqual([
      { slug: 'aurora-saas' },
    ]);
    expect((await products().select('slug').like('slug', 'crate*')).data).toEqual([
      { slug: 'crate-and-co' },
    ]);
  });

  it('selects, aliases, orders, pages and counts', async () => {
    const page = await products()
      .select('title:name,display_order', { count: 'exact' })
      .order('display_order', { ascending: false })
      .range(2, 4);
    expect(page.error).toBeNull();
    expect(page.count).toBe(10);
    expect(page.data).toEqual([
      { title: 'Aperture', display_order: 8 },
      { title: 'Kinetic', display_order: 7 },
      { title: 'Pulse', display_order: 6 },
    ]);
  });

  it('returns single objects and rejects ambiguous ones', async () => {
    const single = await products().select('name').eq('slug', 'monofolio').single();
    expect(single.data).toEqual({ name: 'Monofolio' });
    const many = await products().select('name').single();
    expect(many.error).toMatchObject({ code: 'PGRST116' });
    expect(many.status).toBe(406);
    const none = await products().select('name').eq('slug', 'nope').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
  });

  it('answers HEAD requests with a count only', async () => {
    const { count, data, error } = await products()
      .select('*', { count: 'exact', head: true })
      .eq('price_type', 'Paid');
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(6);
  });
});

describe('writes', () => {
  it('inserts, upserts, updates and deletes as the service role', async () => {
    const admin = serviceClient(server).from('products');
    const inserted = await admin
      .insert({ slug: 'rest-probe', name: 'Probe', page_type: 'SaaS', display_order: 99 })
      .select('slug,price_type')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toEqual({ slug: 'rest-probe', price_type: 'Free' });

    const upserted = await admin
      .upsert(
        { slug: 'rest-probe', name: 'Probe v2', page_type: 'SaaS', display_order: 99 },
        { onConflict: 'slug' },
      )
      .select('name');
    expect(upserted.data).toEqual([{ name: 'Probe v2' }]);

    const ignored = await admin.upsert(
      { slug: 'rest-probe', name: 'Ignored', page_type: 'SaaS' },
      { onConflict: 'slug', ignoreDuplicates: true },
    );
    expect(ignored.error).toBeNull();

    const updated = await admin
      .update({ price_type: 'Paid', price_cents: 1900 })
      .eq('slug', 'rest-probe')
      .select('name,price_cents');
    expect(updated.data).toEqual([{ name: 'Probe v2', price_cents: 1900 }]);

    const violating = await admin.update({ price_cents: -1 }).eq('slug', 'rest-probe');
    expect(violating.error).toMatchObject({ code: '23514' });
    expect(violating.status).toBe(400);

    const duplicate = await admin.insert({ slug: 'rest-probe', name: 'Again', page_type: 'SaaS' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: '23505' });

    const deleted = await admin.delete().eq('slug', 'rest-probe');
    expect(deleted.error).toBeNull();
    expect(deleted.status).toBe(204);
    expect((await admin.select('id').eq('slug', 'rest-probe')).data).toEqual([]);
  });

  it('takes an AVIF thumbnail only as an .avif in the thumbnails bucket, beside a WebP', async () => {
    const admin = serviceClient(server).from('products');
    const bucket = `${server.url}/storage/v1/object/public/product-thumbnails`;
    const row = {
      slug: 'avif-probe',
      name: 'AVIF probe',
      page_type: 'SaaS',
      thumbnail_url: `${bucket}/avif-probe.webp`,
    };
    for (const hostile of [
      'javascript:alert(1)//.avif',
      'https://tracker.example/pixel.avif',
      `${server.url}/storage/v1/object/public/product-deliveries/monofolio.avif`,
      `${bucket}/../product-deliveries/monofolio.avif`,
      `${bucket}/avif-probe.webp`,
      `${bucket}/avif-probe.avif?x=1`,
      `${bucket}/avif-probe.avif\n<script>`,
      `${bucket}/${'a'.repeat(500)}.avif`,
    ]) {
      const refused = await admin.insert({ ...row, thumbnail_avif_url: hostile });
      expect([refused.status, refused.error?.code], hostile.slice(0, 80)).toEqual([400, '23514']);
    }
    const withoutWebp = await admin.insert({
      ...row,
      thumbnail_url: null,
      thumbnail_avif_url: `${bucket}/avif-probe.avif`,
    });
    expect([withoutWebp.status, withoutWebp.error?.code]).toEqual([400, '23514']);
    expect((await admin.select('id').eq('slug', 'avif-probe')).data).toEqual([]);

    const accepted = await admin
      .insert({ ...row, thumbnail_avif_url: `${bucket}/avif-probe.avif` })
      .select('thumbnail_avif_url')
      .single();
    try {
      expect(accepted.data).toEqual({ thumbnail_avif_url: `${bucket}/avif-probe.avif` });
    } finally {
      await admin.delete().eq('slug', 'avif-probe');
    }
  });

  it('inserts several rows at once and reports unknown columns', async () => {
    const admin = serviceClient(server).from('products');
    const rows = [
      { slug: 'bulk-one', name: 'Bulk one', page_type: 'Agency', display_order: 50 },
      { slug: 'bulk-two', name: 'Bulk two', page_type: 'Agency', display_order: 51 },
    ];
    const inserted = await admin.insert(rows).select('slug');
    expect(inserted.data).toEqual([{ slug: 'bulk-one' }, { slug: 'bulk-two' }]);
    await admin.delete().in('slug', ['bulk-one', 'bulk-two']);

    const unknown = await admin.insert({ slug: 'x', name: 'x', page_type: 'x', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({ code: 'PGRST204' });
  });
});

describe('errors in PostgREST shape', () => {
  it('reports unknown tables, columns, schemas and bad syntax', async () => {
    const missingTable = await clientFor(server).from('orders').select('*');
    expect(missingTable.status).toBe(404);
    expect(missingTable.error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.orders' in the schema cache",
    });
    const missingColumn = await clientFor(server).from('products').select('colour');
    expect(missingColumn.status).toBe(400);
    expect(missingColumn.error).toMatchObject({
      code: '42703',
      message: 'column products.colour does not exist',
    });

    const otherSchema = await clientFor(server).schema('auth').from('users').select('*');
    expect(otherSchema.status).toBe(406);
    expect(otherSchema.error).toMatchObject({ code: 'PGRST106' });

    const badUuid = await clientFor(server).from('products').select('id').eq('id', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error).toMatchObject({ code: '22P02' });
  });
});
