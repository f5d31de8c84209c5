import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { clientFor, startTestServer } from '../support/harness.ts';

let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('public product thumbnails', () => {
  it('serves every thumbnail_url as a small WebP with caching headers', async () => {
    const { data } = await clientFor(server).from('products').select('thumbnail_url');
    const urls = (data ?? []).map((row: { thumbnail_url: string }) => row.thumbnail_url);
    expect(urls).toHaveLength(10);
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('max-age=3600');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
      expect(bytes.length).toBeLessThan(40 * 1024);
    }
  });

  it('serves every thumbnail_avif_url as AVIF, the same size as its WebP and smaller', async () => {
    const { data } = await clientFor(server)
      .from('products')
      .select('thumbnail_url,thumbnail_avif_url');
    const rows = (data ?? []) as { thumbnail_url: string; thumbnail_avif_url: string }[];
    expect(rows.filter((row) => row.thumbnail_avif_url)).toHaveLength(10);
    for (const { thumbnail_url, thumbnail_avif_url } of rows) {
      expect(thumbnail_avif_url).toBe(thumbnail_url.replace(/\.webp$/, '.avif'));
      const response = await fetch(thumbnail_avif_url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/avif');
      expect(response.headers.get('cache-control')).toBe('max-age=3600');
      const avif = Buffer.from(await response.arrayBuffer());
      const webp = Buffer.from(await (await fetch(thumbnail_url)).arrayBuffer());
      expect(avif.subarray(4, 12).toString()).toBe('ftypavif');
      const [avifSize, webpSize] = await Promise.all(
        [avif, webp].map(async (file) => {
          const { width, height } = await sharp(file).metadata();
          return { width, height };
        }),
      );
      expect(avifSize).toEqual({ width: 640, height: 480 });
      expect(webpSize).toEqual(avifSize);
      expect(avif.length).toBeLessThan(webp.length);
    }
  });

  it('answers conditional and HEAD requests', async () => {
    const url = `${server.url}/storage/v1/object/public/product-thumbnails/monofolio.webp`;
    const first = await fetch(url, { method: 'HEAD' });
    expect(first.status).toBe(200);
    expect(Number(first.headers.get('content-length'))).toBeGreaterThan(1000);
    const etag = first.headers.get('etag') ?? '';
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('refuses missing objects, unknown buckets and paths leaving the bucket', async () => {
    const base = `${server.url}/storage/v1/object/public`;
    const missing = await fetch(`${base}/product-thumbnails/nope.webp`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    });
    expect((await fetch(`${base}/private-stuff/a.webp`)).status).toBe(404);
    for (const key of ['..%2F..%2Fconfig.toml', '%2E%2E/seed.sql', 'a%00b.webp']) {
      const response = await fetch(`${base}/product-thumbnails/${key}`);
      expect([400, 404]).toContain(response.status);
    }
  });
});
