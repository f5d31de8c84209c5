import { productPriceUsd, productsQuery, useProducts } from '@outpace/core/products';
import { productJsonLd } from '@outpace/core/seo';
import { Products, StructuredData, type ProductsState } from '@outpace/ui';
import { useDeferredValue, useMemo } from 'react';
import { QueryProvider, queryClient } from '../lib/queryClient';
import { loadSupabase } from '../lib/supabase';
import { siteConfig } from '../config/site';
import { paths } from '../routing/paths';
import { toProductCard } from './productCards';
import { productsState } from './productsState';

/** How many of the newest templates the landing page shows; the catalog lists them all. */
const LATEST_COUNT = 6;

/**
 * Starts the products request as soon as the section's code is in, in a task of its own. Left to the section, it
 * would start in the effects of the section's hydration and lengthen that task by about a third (supabase-js
 * building the request, the browser starting the fetch); `useProducts` then joins the request in flight.
 */
export function requestLatestProducts(): void {
  setTimeout(() => void queryClient.prefetchQuery(productsQuery(loadSupabase)), 0);
}

/**
 * 'Latest releases', from the products API, with Product structured data for what it lists. The landing page
 * loads it on demand, so react-query and the products client are not part of the first load.
 */
export function ProductsSection() {
  return (
    <QueryProvider>
      <LatestProducts />
    </QueryProvider>
  );
}

function LatestProducts() {
  const query = useProducts();
  // The render that hydrates the prerendered section shows the loading state the HTML has (prerendering reads no
  // products), even if the products are already in (`requestLatestProducts`). Every later state arrives at
  // transition priority: React builds the cards and injects their styles in slices between frames, not in one
  // long task while the visitor scrolls.
  const shown = useDeferredValue<typeof query | null>(query, null);
  const latest = useMemo(() => (shown?.data ?? []).slice(0, LATEST_COUNT), [shown?.data]);

  const state: ProductsState = shown
    ? productsState(shown, latest.map(toProductCard))
    : { status: 'loading' };

  return (
    <>
      <Products state={state} exploreHref={paths.allTemplates} />
      {latest.length > 0 && (
        <StructuredData
          data={latest.map((product) =>
            productJsonLd(
              {
                name: product.name,
                description: product.description,
                image: product.thumbnail_url,
                url: `${siteConfig.url}${paths.allTemplates}`,
                price: productPriceUsd(product),
              },
              siteConfig.brand,
            ),
          )}
        />
      )}
    </>
  );
}
