import { useProducts } from '@outpace/core/products';
import { useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SiteLayout } from '../../components/SiteLayout';
import { QueryProvider } from '../../lib/queryClient';
import { loadRestClient } from '../../lib/restClient';
import { isTemplateSlug } from '../../routing/templatePaths';
import { NotFound } from '../NotFound';
import { TemplatePage } from './TemplatePage';

const noSubscription = () => () => {};

/** True while React hydrates prerendered markup (and on the server), false in a render of the browser's own. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * `/all-framer-templates/:slug`. A slug that cannot name a template is the 404 page at once. Otherwise the
 * template comes from the products list: the page's own (prerendered with it), the one the catalog loaded, or the
 * API's. A template added after the build has no page file, so the static host answers with the 404 page; that
 * page hydrates as it is and turns into the template once the API has it (docs/product.md#template-pages).
 */
export function TemplateRoute() {
  const { slug } = useParams();
  if (!isTemplateSlug(slug)) return <NotFound />;
  return (
    <QueryProvider>
      <TemplateLookup slug={slug} />
    </QueryProvider>
  );
}

function TemplateLookup({ slug }: { slug: string }) {
  const query = useProducts(loadRestClient);
  // Hydrating without the template means hydrating the 404 page's markup: keep it until the API has answered.
  const [startedOnNotFoundPage] = useState(useIsHydrating());
  // When the API's answer to the page's own request differs from the list the page was prerendered with (any row
  // changed since the build), the page renders again at transition priority, in slices between frames, not in one
  // long task; the render the answer first triggers keeps the page as it is (the same element, so React skips it).
  const products = useDeferredValue(query.data);
  const product = products?.find((candidate) => candidate.slug === slug);
  const page = useMemo(
    () =>
      product &&
      products && (
        <SiteLayout>
          <TemplatePage product={product} products={products} />
        </SiteLayout>
      ),
    [product, products],
  );
  if (page) return page;
  if (query.isPending && !startedOnNotFoundPage)
    return (
      <SiteLayout>
        {/* Not the app's RouteLoading: imported from here as well, it would move into the landing page's first
            chunk (vite.config.ts, `common`). A blank page for the moment, as tall as one. */}
        <StyledPending aria-busy="true" />
      </SiteLayout>
    );
  return <NotFound />;
}

const StyledPending = styled.div`
  min-height: 80vh;
`;
