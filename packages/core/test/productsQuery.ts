/** The query string the site reads the products with: their gallery shots embedded, in display order. */
export const productsQuery = new URLSearchParams({
  select: '*,shots:product_shots(position,viewport,page,webp_url,avif_url)',
  order: 'display_order.asc',
}).toString();
