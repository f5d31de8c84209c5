import { useProducts, type Product } from '@outpace/core/products';
import { ALL_PAGE_TYPES, Catalog, Container, derivePageTypes, StructuredData } from '@outpace/ui';
import { useMemo, useState } from 'react';
import { Seo } from '../components/Seo';
import { QueryProvider } from '../lib/queryClient';
import { loadRestClient } from '../lib/restClient';
import { toProductCard } from '../products/productCards';
import { productStructuredData } from '../products/productStructuredData';
import { paths } from '../routing/paths';
import { productsState } from '../products/productsState';
import { catalogCopy } from '../content/pages';

const scopes = {
  all: {
    ...catalogCopy.all,
    canonical: paths.allTemplates,
    includes: () => true,
  },
  saas: {
    ...catalogCopy.saas,
    canonical: paths.saasTemplates,
    includes: (product: Product) => /saas/i.test(product.page_type),
  },
} as const;

type CatalogScope = keyof typeof scopes;

/**
 * The template catalog: every product, or only the SaaS ones, with a filter by page type and Product structured
 * data for what it lists.
 */
export function CatalogPage({ scope }: { scope: CatalogScope }) {
  return (
    <QueryProvider>
      <CatalogContent scope={scope} />
    </QueryProvider>
  );
}

function CatalogContent({ scope }: { scope: CatalogScope }) {
  const config = scopes[scope];
  const query = useProducts(loadRestClient);
  const [pageType, setPageType] = useState<string>(ALL_PAGE_TYPES);
  // On the page's hydration the cache holds the products it was prerendered with (see seedProducts), so the
  // first render matches the HTML; the API's answer follows.
  const listed = useMemo(() => (query.data ?? []).filter(config.includes), [query.data, config]);
  const cards = useMemo(() => listed.map(toProductCard), [listed]);

  const state = productsState(query, cards);

  return (
    <>
      <Seo title={config.title} description={config.intro} canonical={config.canonical} />
      {listed.length > 0 && <StructuredData data={productStructuredData(listed)} />}
      <Container>
        <Catalog
          heading={config.heading}
          headingLevel="h1"
          intro={config.intro}
          state={state}
          pageTypes={derivePageTypes(cards)}
          selectedPageType={pageType}
          onPageTypeChange={setPageType}
        />
      </Container>
    </>
  );
}
