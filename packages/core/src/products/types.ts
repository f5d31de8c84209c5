/** A row of the `products` table as the API returns it (spec section 3; other columns pass through). */
export interface Product {
  id: string;
  name: string;
  description: string;
  page_type: string;
  thumbnail_url: string;
  /** 'Free', or another value for paid templates. */
  price_type: string;
  display_order: number;
  [column: string]: unknown;
}
