/** A row of the `products` table as the API returns it (the columns the site reads; others pass through). */
export interface Product {
  id: string;
  name: string;
  description: string;
  page_type: string;
  thumbnail_url: string;
  /** 'Free', or another value for paid templates. */
  price_type: string;
  /** The price in US cents; 0 for a Free template. */
  price_cents: number;
  display_order: number;
  [column: string]: unknown;
}
