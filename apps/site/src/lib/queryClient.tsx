import { productKeys, productsQuery, type Product } from '@outpace/core/products';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readProductsIsland } from './productsIsland';
import { loadRestClient } from './restClient';

// One cache for the whole visit: the catalog opens with the products the landing page has already loaded.
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });

let prerendered: Product[] | undefined;

/**
 * Starts the products cache from the list the page is prerendered with: the build's (prerender/renderPage.tsx, before it
 * renders a page) or, in the browser, the page's own copy (its island). That copy may be days old, so it counts as
 * out of date: the first component that shows the products asks the API again, as it would without it.
 */
export function seedProducts(products: Product[] | undefined): void {
  prerendered = products;
  if (!products) return;
  queryClient.setQueryData(productKeys.all, products);
  void queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' });
}

/** The products the page's HTML shows (see `seedProducts`); nothing when it was prerendered loading them. */
export function prerenderedProducts(): Product[] | undefined {
  return prerendered;
}

if (typeof document !== 'undefined') seedProducts(readProductsIsland(document));

/**
 * Starts the products request as soon as the code showing them is in, in a task of its own. Left to that code,
 * it would start in the effects of its hydration and lengthen that task (the client building the request, the
 * browser starting the fetch); `useProducts` then joins the request in flight.
 */
export function requestProducts(): void {
  setTimeout(() => void queryClient.prefetchQuery(productsQuery(loadRestClient)), 0);
}

/**
 * The products cache, provided by the components that query it rather than by the app, so react-query is loaded
 * with them (on demand) and not with the first paint.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
