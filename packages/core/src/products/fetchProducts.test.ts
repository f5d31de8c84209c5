import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProducts } from './fetchProducts';
import { clientFor } from '../../test/nodeClient';
import {
  importLocalSupabase,
  type StartedLocalSupabase,
} from '../../test/localSupabase.globalSetup';

/** An HS256 token with the anon key's header and claims, signed with a secret the server does not know. */
async function resignedWithAnotherSecret(token: string): Promise<string> {
  const [header, payload] = token.split('.');
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode('another-secret-that-is-at-least-32-characters-long'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`${header}.${payload}`),
  );
  return `${header}.${payload}.${Buffer.from(signature).toString('base64url')}`;
}

/** The seed (supabase/seeds/catalogue.sql) in display order. */
const seeded = [
  { slug: 'aurora-saas', name: 'Aurora', page_type: 'SaaS', price_type: 'Paid' },
  { slug: 'northwind-agency', name: 'Northwind', page_type: 'Agency', price_type: 'Paid' },
  { slug: 'monofolio', name: 'Monofolio', page_type: 'Portfolio', price_type: 'Free' },
  { slug: 'liftoff-startup', name: 'Liftoff', page_type: 'Startup', price_type: 'Free' },
  { slug: 'crate-and-co', name: 'Crate & Co', page_type: 'Ecommerce', price_type: 'Paid' },
  { slug: 'pulse-analytics', name: 'Pulse', page_type: 'SaaS', price_type: 'Paid' },
  { slug: 'studio-kinetic', name: 'Kinetic', page_type: 'Agency', price_type: 'Free' },
  { slug: 'aperture-photo', name: 'Aperture', page_type: 'Portfolio', price_type: 'Paid' },
  { slug: 'seedround', name: 'Seedround', page_type: 'Startup', price_type: 'Paid' },
  { slug: 'verde-market', name: 'Verde Market', page_type: 'Ecommerce', price_type: 'Free' },
];

/** An origin nothing listens on: a port the OS just handed out and took back (fetch refuses well-known ones). */
async function deadOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// A server of this file's own (node environment): the ordering test rewrites rows.
let server: StartedLocalSupabase;

// Preparing a fresh database (every migration and the seed) took over 60 s on a loaded 2-core runner.
beforeAll(async () => {
  const { startLocalSupabase } = await importLocalSupabase();
  server = await startLocalSupabase({ port: 0, dataDir: 'memory', logger: false });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('fetchProducts against the local Supabase server', () => {
  it('returns every seeded product with all its columns, in ascending display_order', async () => {
    const products = await fetchProducts(clientFor(server.url, server.anonKey));

    expect(products.map((product) => product.name)).toEqual(seeded.map((product) => product.name));
    expect(products.map((product) => product.display_order)).toEqual(
      seeded.map((_, index) => index + 1),
    );
    products.forEach((product, index) => {
      const expected = seeded[index]!;
      expect(product).toEqual({
        id: expect.stringMatching(uuid),
        name: expected.name,
        slug: expected.slug,
        description: expect.any(String),
        page_type: expected.page_type,
        // The seed's origin (127.0.0.1:54321) is rewritten to the one this server listens on.
        thumbnail_url: `${server.url}/storage/v1/object/public/product-thumbnails/${expected.slug}.webp`,
        thumbnail_avif_url: `${server.url}/storage/v1/object/public/product-thumbnails/${expected.slug}.avif`,
        price_type: expected.price_type,
        price_cents: expected.price_type === 'Free' ? 0 : 2999,
        preview_url: `https://${expected.slug}.framer.website`,
        display_order: index + 1,
        // What the template includes (20261126141000_template_pages.sql).
        pages: expect.any(Array),
        features: expect.any(Array),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        // The gallery (20261202065700_template_gallery.sql): the thumbnail, two more desktop pages, two phone views.
        template_updated_on: expect.stringMatching(/^2026-\d\d-\d\d$/),
        licence: 'Commercial use',
        shots: expect.arrayContaining([
          {
            position: 1,
            viewport: 'desktop',
            page: 'Home',
            webp_url: product.thumbnail_url,
            avif_url: product.thumbnail_avif_url,
          },
          {
            position: 4,
            viewport: 'mobile',
            page: 'Home',
            webp_url: `${server.url}/storage/v1/object/public/product-thumbnails/${expected.slug}-mobile-1.webp`,
            avif_url: `${server.url}/storage/v1/object/public/product-thumbnails/${expected.slug}-mobile-1.avif`,
          },
        ]),
      });
      expect(product.shots.map((shot) => shot.viewport).sort()).toEqual([
        'desktop',
        'desktop',
        'desktop',
        'mobile',
        'mobile',
      ]);
      expect(product.description.length).toBeGreaterThan(0);
    });
    expect(new Set(products.map((product) => product.id)).size).toBe(seeded.length);
    expect(products[0]?.description).toBe(
      'A launch page for B2B software: product tour, pricing table with an annual toggle, integrations wall and a changelog.',
    );
  });

  it('orders by display_order, not by insertion', async () => {
    const admin = clientFor(server.url, server.serviceRoleKey);
    const inserted = await admin
      .from('products')
      .insert({
        slug: 'first-by-order',
        name: 'First by order',
        page_type: 'Landing',
        display_order: 0,
      })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const moved = await admin
      .from('products')
      .update({ display_order: 11 })
      .eq('slug', 'aurora-saas');
    expect(moved.error).toBeNull();
    try {
      const products = await fetchProducts(clientFor(server.url, server.anonKey));
      expect(products.map((product) => product.name)).toEqual([
        'First by order',
        ...seeded.slice(1).map((product) => product.name),
        'Aurora',
      ]);
      expect(products[0]).toMatchObject({
        id: inserted.data?.id,
        price_type: 'Free',
        description: '',
      });
    } finally {
      await admin.from('products').delete().eq('slug', 'first-by-order');
      await admin.from('products').update({ display_order: 1 }).eq('slug', 'aurora-saas');
    }
  });

  it('throws the gateway error for an API key signed with another secret', async () => {
    const forged = await resignedWithAnotherSecret(server.anonKey);
    await expect(fetchProducts(clientFor(server.url, forged))).rejects.toMatchObject({
      message: 'Invalid authentication credentials',
    });
  });

  it("throws PostgREST's error, code included, for a bearer token signed with another secret", async () => {
    const forged = await resignedWithAnotherSecret(server.anonKey);
    const client = clientFor(server.url, server.anonKey, {
      global: { headers: { Authorization: `Bearer ${forged}` } },
    });
    await expect(fetchProducts(client)).rejects.toMatchObject({
      code: 'PGRST301',
      message: 'JWT cryptographic operation failed',
    });
  });

  it('rejects at once, without postgrest-js retries, when nothing listens on the port', async () => {
    const requests: (string | null)[] = [];
    const client = clientFor(await deadOrigin(), server.anonKey, {
      global: {
        fetch: (input, init) => {
          requests.push(new Headers(init?.headers).get('X-Retry-Count'));
          return fetch(input, init);
        },
      },
    });
    await expect(fetchProducts(client)).rejects.toMatchObject({
      message: 'TypeError: fetch failed',
      details: expect.stringContaining('ECONNREFUSED'),
      code: '',
    });
    // One attempt: postgrest-js would otherwise retry a failed GET three times over 7 s (1 s, 2 s, 4 s).
    expect(requests).toEqual([null]);
  });
});
