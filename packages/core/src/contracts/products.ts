import type { Tables } from './database.types.ts';

/**
 * Whether a template is given away or sold. The column is text with a check constraint
 * (supabase/migrations/20261120090000_products.sql), which generated types read as `string`; this is its union.
 */
export type PriceType = 'Free' | 'Paid';

/** One shot of a template's gallery as the products read embeds it: what the page shows of a `product_shots` row. */
export type ProductShot = Pick<
  Tables<'product_shots'>,
  'position' | 'page' | 'webp_url' | 'avif_url'
> & {
  /** A text column with a check constraint, read as `string` by the generated types. */
  viewport: 'desktop' | 'mobile';
};

/** A row of the `products` table as the API returns it, with its gallery's shots (in no particular order). */
export type Product = Omit<Tables<'products'>, 'price_type'> & {
  price_type: PriceType;
  shots: ProductShot[];
};

/** A Free template is claimed, never bought; its price is 0 (docs/product.md#getting-a-template). */
export function isFree(product: Pick<Product, 'price_type'>): boolean {
  return product.price_type === 'Free';
}
