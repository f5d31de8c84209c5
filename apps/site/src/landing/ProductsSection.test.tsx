// @vitest-environment happy-dom
import { productKeys, type Product } from '@outpace/core/products';
import { SupabaseProvider } from '@outpace/core/supabase';
import { ThemeProvider } from '@outpace/ui';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/queryClient';
import { ProductsSection } from './ProductsSection';

const template: Product = {
  id: 'p1',
  name: 'Launchpad',
  description: 'A one-page launch site.',
  page_type: 'Landing',
  thumbnail_url: '/products/launchpad.webp',
  price_type: 'Free',
  price_cents: 0,
  display_order: 1,
};

// The products arrive from the test's cache, never through a client.
const noClient = () => new Promise<never>(() => {});

const page = (
  <ThemeProvider>
    <SupabaseProvider loader={noClient}>
      <ProductsSection />
    </SupabaseProvider>
  </ThemeProvider>
);

describe('ProductsSection', () => {
  it('hydrates its prerendered loading state even when the products are already in, then shows them', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    expect(container.textContent).toContain('Loading our amazing products...');

    queryClient.setQueryData(productKeys.all, [template]);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Launchpad');
    act(() => root.unmount());
  });
});
