// @vitest-environment happy-dom
import { productsQuery } from '../../test/productsQuery';
import { createServer, type AddressInfo } from 'node:net';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createRestLoader, type RestLoader } from './createRestLoader';
import {
  startLocalSupabaseFromLauncher,
  type StartedLocalSupabase,
} from '../../test/localSupabase.globalSetup';
import { productKeys } from './queryKeys';
import type { Product } from './types';
import { useProducts } from './useProducts';

/** The real loader of the app, creating a real REST client (postgrest-js). */
function loaderFor(url: string, anonKey: string, fetch?: typeof globalThis.fetch) {
  return vi.fn(createRestLoader({ url, anonKey, fetch }));
}

/** An origin nothing listens on: a port the OS just handed out and took back. */
async function deadOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

function ProductNames({ loader }: { loader: RestLoader }) {
  const { data, error, isPending } = useProducts(loader);
  if (isPending) return <p role="status">Loading products…</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <ol>
      {data.map((product) => (
        <li key={product.id}>{product.name}</li>
      ))}
    </ol>
  );
}

function renderProducts(loader: ReturnType<typeof loaderFor>, consumers = 1) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      {Array.from({ length: consumers }, (_, index) => (
        <ProductNames key={index} loader={loader} />
      ))}
    </QueryClientProvider>,
  );
  return queryClient;
}

const seededNames = [
  'Aurora',
  'Northwind',
  'Monofolio',
  'Liftoff',
  'Crate & Co',
  'Pulse',
  'Kinetic',
  'Aperture',
  'Seedround',
  'Verde Market',
];

// The first render also imports postgrest-js (createRestLoader loads it lazily): room for a busy machine.
const waitLong = { timeout: 10_000 };

let server: StartedLocalSupabase;

// Preparing a fresh database (every migration and the seed) took over 60 s on a loaded 2-core runner.
beforeAll(async () => {
  // Runs in Vitest's Node process (see localSupabase.globalSetup.ts): this environment cannot host it.
  server = await startLocalSupabaseFromLauncher(inject('localSupabaseLauncher'));
}, 180_000);

afterEach(() => {
  cleanup();
});

afterAll(async () => {
  await server?.stop();
});

describe(
  'useProducts with the real REST client and the local Supabase server',
  { timeout: 15_000 },
  () => {
    it('shows loading first, then the products in display order, cached under ["products"]', async () => {
      const loader = loaderFor(server.url, server.anonKey);
      const queryClient = renderProducts(loader);

      expect(screen.getByRole('status').textContent).toBe('Loading products…');

      const items = await screen.findAllByRole('listitem', {}, waitLong);
      expect(items.map((item) => item.textContent)).toEqual(seededNames);
      expect(screen.queryByRole('status')).toBeNull();

      expect(productKeys.all).toEqual(['products']);
      const cached = queryClient.getQueryData<Product[]>(productKeys.all);
      expect(cached?.map((product) => product.name)).toEqual(seededNames);
      expect(cached?.map((product) => product.display_order)).toEqual(
        seededNames.map((_, index) => index + 1),
      );
      expect(cached?.[0]).toMatchObject({
        page_type: 'SaaS',
        price_type: 'Paid',
        thumbnail_url: `${server.url}/storage/v1/object/public/product-thumbnails/aurora-saas.webp`,
      });
      expect(
        queryClient
          .getQueryCache()
          .findAll()
          .map((query) => query.queryKey),
      ).toEqual([['products']]);
      expect(loader).toHaveBeenCalledTimes(1);
      queryClient.clear();
    });

    it('sends one request for several components reading the products', async () => {
      const requests: string[] = [];
      const loader = loaderFor(server.url, server.anonKey, (input, init) => {
        requests.push(String(input));
        return fetch(input, init);
      });
      const queryClient = renderProducts(loader, 3);

      expect(screen.getAllByRole('status')).toHaveLength(3);
      expect(await screen.findAllByRole('listitem', {}, waitLong)).toHaveLength(
        3 * seededNames.length,
      );
      expect(requests).toEqual([`${server.url}/rest/v1/products?${productsQuery}`]);
      queryClient.clear();
    });

    it('shows the error when the client cannot reach the server', async () => {
      // The client's defaults: fetchProducts turns postgrest-js's retries off, so the query fails at once.
      const loader = loaderFor(await deadOrigin(), server.anonKey);
      const queryClient = renderProducts(loader);

      expect(screen.getByRole('status').textContent).toBe('Loading products…');
      // happy-dom's fetch words the failure as a browser does (and, like one, also logs it to the console).
      expect((await screen.findByRole('alert', {}, waitLong)).textContent).toMatch(
        /^NetworkError: .*ECONNREFUSED/,
      );
      expect(screen.queryAllByRole('listitem')).toHaveLength(0);
      expect(queryClient.getQueryData(productKeys.all)).toBeUndefined();
      expect(queryClient.getQueryState(productKeys.all)?.status).toBe('error');
      queryClient.clear();
    });
  },
);
