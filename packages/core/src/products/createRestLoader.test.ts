// @vitest-environment happy-dom
import { productsQuery } from '../../test/productsQuery';
import { afterEach, describe, expect, it } from 'vitest';
import { clientFor } from '../../test/nodeClient';
import { createRestLoader } from './createRestLoader';
import { fetchProducts } from './fetchProducts';

const url = 'http://127.0.0.1:54321';
const anonKey = 'public-anon-key';

/** A fetch that answers every request with an empty list and remembers the headers it was asked with. */
function recordingFetch() {
  const seen: Array<{ url: string; apikey: string | null; authorization: string | null }> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    seen.push({
      url: String(input),
      apikey: headers.get('apikey'),
      authorization: headers.get('authorization'),
    });
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { seen, fetch };
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('createRestLoader', () => {
  it('asks for the products at the address and with the keys supabase-js uses without a session', async () => {
    const rest = recordingFetch();
    const supabase = recordingFetch();
    const supabaseClient = clientFor(url, anonKey, { global: { fetch: supabase.fetch } });

    await fetchProducts(await createRestLoader({ url, anonKey, fetch: rest.fetch })());
    await fetchProducts(supabaseClient);

    expect(rest.seen).toEqual([
      {
        url: `${url}/rest/v1/products?${productsQuery}`,
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
      },
    ]);
    expect(rest.seen).toEqual(supabase.seen);
  });

  it('creates one client for every caller and connects to the API while it loads', async () => {
    const load = createRestLoader({ url: `${url}/`, anonKey });

    const [first, second] = await Promise.all([load(), load()]);

    expect(first).toBe(second);
    const preconnects = [...document.head.querySelectorAll('link[rel="preconnect"]')];
    expect(preconnects.map((link) => link.getAttribute('href'))).toEqual([url]);
  });
});
