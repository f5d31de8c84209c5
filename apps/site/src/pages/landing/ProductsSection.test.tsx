// @vitest-environment happy-dom
import { productKeys, type Product, type RestLoader } from '@outpace/core/products';
import { ThemeProvider } from '@outpace/ui';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient, seedProducts } from '../../lib/queryClient';
import { ProductsSection } from './ProductsSection';

const template: Product = {
  id: 'p1',
  slug: 'launchpad',
  name: 'Launchpad',
  description: 'A one-page launch site.',
  page_type: 'Landing',
  thumbnail_url: '/products/launchpad.webp',
  thumbnail_avif_url: null,
  price_type: 'Free',
  price_cents: 0,
  display_order: 1,
  preview_url: null,
  pages: [],
  features: [],
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  template_updated_on: '2026-11-20',
  licence: 'Commercial use',
  shots: [],
};
const newer: Product = {
  ...template,
  id: 'p2',
  name: 'Orbit',
  price_type: 'Paid',
  price_cents: 2999,
};

// The site's REST client, as each test sets it. Unless a test says otherwise, the products arrive from the test's
// cache, never through a client.
const restClient = vi.hoisted(() => ({ load: vi.fn<RestLoader>() }));
vi.mock('../../lib/restClient', () => ({ loadRestClient: () => restClient.load() }));
const noClient = () => new Promise<never>(() => {});

beforeEach(() => {
  restClient.load.mockReset();
  restClient.load.mockImplementation(noClient);
});

const page = () => (
  <ThemeProvider>
    <ProductsSection />
  </ThemeProvider>
);

/** The section as the build writes it, given the products the build read. */
function prerendered(products: Product[] | undefined) {
  queryClient.clear();
  seedProducts(products);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page());
  return container;
}

async function hydrate(container: HTMLElement) {
  const onRecoverableError = vi.fn();
  const root = await act(async () => hydrateRoot(container, page(), { onRecoverableError }));
  return { root, onRecoverableError };
}

function productsInStructuredData(container: HTMLElement) {
  const block = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(block?.textContent ?? '[]') as {
    name: string;
    offers: { price: number; priceCurrency: string };
  }[];
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ProductsSection', () => {
  it('is prerendered with the products the build read, cards and Product structured data', () => {
    const container = prerendered([template, newer]);

    expect(container.querySelectorAll('article')).toHaveLength(2);
    expect(container.textContent).toContain('Launchpad');
    expect(container.textContent).not.toContain('Loading our amazing products...');
    expect(
      productsInStructuredData(container).map(({ name, offers }) => [name, offers.price]),
    ).toEqual([
      ['Launchpad', 0],
      ['Orbit', 29.99],
    ]);
  });

  it("hydrates the products it was prerendered with even when the API's answer is already in, then shows that", async () => {
    const container = prerendered([template]);
    queryClient.setQueryData(productKeys.all, [newer]);

    const { root, onRecoverableError } = await hydrate(container);

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Orbit');
    expect(container.textContent).not.toContain('Launchpad');
    expect(productsInStructuredData(container).map(({ name }) => name)).toEqual(['Orbit']);
    act(() => root.unmount());
  });

  it('hydrates the loading state of a build that could not read the products, then shows them', async () => {
    const container = prerendered(undefined);
    expect(container.textContent).toContain('Loading our amazing products...');
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
    queryClient.setQueryData(productKeys.all, [template]);

    const { root, onRecoverableError } = await hydrate(container);

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Launchpad');
    act(() => root.unmount());
  });

  it('asks the API again after hydrating, and keeps its list when that fails', async () => {
    restClient.load.mockImplementation(() =>
      Promise.reject(new Error('The API cannot be reached.')),
    );
    const container = prerendered([template]);

    const { root, onRecoverableError } = await hydrate(container);
    // react-query retries once, a second later.
    await vi.waitFor(
      () => expect(queryClient.getQueryState(productKeys.all)?.status).toBe('error'),
      {
        timeout: 5_000,
      },
    );

    expect(restClient.load).toHaveBeenCalledTimes(2);
    expect(onRecoverableError).not.toHaveBeenCalled();
    await act(async () => {});
    expect(container.textContent).toContain('Launchpad');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    act(() => root.unmount());
  });
});
