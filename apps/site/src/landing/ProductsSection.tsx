import { useProducts } from '@outpace/core/products';
import { productJsonLd } from '@outpace/core/seo';
import { Products } from '@outpace/ui';
import { useMemo } from 'react';
import { JsonLd } from '../components/JsonLd';
import { QueryProvider } from '../lib/queryClient';
import { siteConfig } from '../config/site';
import { paths } from '../routing/paths';
import { toProductCard } from './productCards';
import { productsState } from './productsState';

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
  const query = useProducts();
  const latest = useMemo(() => (query.data ?? []).slice(0, LATEST_COUNT), [query.data]);

  const state = productsState(query, latest.map(toProductCard));

  return (
    <>
      <Products state={state} exploreHref={paths.allTemplates} />
      {latest.length > 0 && (
        <JsonLd
          data={latest.map((product) =>
            productJsonLd(
              {
                name: product.name,
                description: product.description,
                image: product.thumbnail_url,
                url: `${siteConfig.url}${paths.allTemplates}`,
                priceType: product.price_type,
              },
              siteConfig.brand,
            ),
          )}
        />
      )}
    </>
  );
}
