import type { Product } from '@outpace/core/products';
import { serializeJsonLd } from '@outpace/ui';

/**
 * The data a page was prerendered with travels to the browser in a JSON data island: a
 * `<script type="application/json">` that the browser never runs (so the CSP needs no hash for it). The code that
 * shows the data starts its cache from it (see queryClient.tsx and the plans page).
 */
const PRODUCTS_ISLAND_ID = 'prerendered-products';

/** An island's markup. The serialiser keeps any value from closing the element. */
export function dataIsland(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${serializeJsonLd(value)}</script>`;
}

/** The value in the document's island `id`; nothing when the page was prerendered without it. */
export function readDataIsland<T>(document: Document, id: string): T | undefined {
  const json = document.getElementById(id)?.textContent;
  return json ? (JSON.parse(json) as T) : undefined;
}

export const productsIsland = (products: readonly Product[]) =>
  dataIsland(PRODUCTS_ISLAND_ID, products);

export const readProductsIsland = (document: Document) =>
  readDataIsland<Product[]>(document, PRODUCTS_ISLAND_ID);
