import type { Product } from '@outpace/core/products';
import { serializeJsonLd } from '@outpace/ui';

/**
 * The products a page was prerendered with travel to the browser in a JSON data island: a
 * `<script type="application/json">` that the browser never runs (so the CSP needs no hash for it). The code that
 * shows the products starts its cache from it (see queryClient.tsx).
 */
const ISLAND_ID = 'prerendered-products';

/** The island's markup. The serialiser keeps any value from closing the element. */
export function productsIsland(products: readonly Product[]): string {
  return `<script type="application/json" id="${ISLAND_ID}">${serializeJsonLd(products)}</script>`;
}

/** The products in the document's island; nothing when the page was prerendered without them. */
export function readProductsIsland(document: Document): Product[] | undefined {
  const json = document.getElementById(ISLAND_ID)?.textContent;
  return json ? (JSON.parse(json) as Product[]) : undefined;
}
