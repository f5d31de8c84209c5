import { useProducts } from '@outpace/core/products';
import { Products, StructuredData, type ProductsState } from '@outpace/ui';
import { useDeferredValue, useMemo } from 'react';
import { prerenderedProducts, QueryProvider } from '../../lib/queryClient';
import { loadRestClient } from '../../lib/restClient';
import { paths } from '../../routing/paths';
import { toProductCard } from '../../products/productCards';
import { productStructuredData } from '../../products/productStructuredData';
import { productsState } from '../../products/productsState';

/** How many of the newest templates the landing page shows; the catalog lists them all. */
const LATEST_COUNT = 6;

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
  const query = useProducts(loadRestClient);
  // The render that hydrates the prerendered section shows what the HTML has: the products the page was built
  // with, or the loading state if the build could not read them. The API's answer may already be in by then
  // (`requestLatestProducts`). Every later state arrives at transition priority: React builds the cards and
  // injects their styles in slices between frames, not in one long task while the visitor scrolls.
  const shown = useDeferredValue<typeof query | null>(query, null);
  const products = shown ? shown.data : prerenderedProducts();
  const latest = useMemo(() => (products ?? []).slice(0, LATEST_COUNT), [products]);
  const cards = useMemo(() => latest.map(toProductCard), [latest]);

  let state: ProductsState = { status: 'loading' };
  if (shown) state = productsState(shown, cards);
  else if (products) state = { status: 'success', products: cards };

  return (
    <>
      <Products state={state} exploreHref={paths.allTemplates} />
      {latest.length > 0 && <StructuredData data={productStructuredData(latest)} />}
    </>
  );
}
