/** A row of the `products` table as the API returns it (the columns the site reads; others pass through). */
export interface Product {
  id: string;
  /** The template page's address: `/all-framer-templates/<slug>` (lower-case words joined by hyphens). */
  slug: string;
  name: string;
  description: string;
  page_type: string;
  /** The thumbnail as WebP, 640 × 480: the image every browser shows, and the one Open Graph and JSON-LD name. */
  thumbnail_url: string;
  /** The same thumbnail as AVIF (smaller), offered before the WebP; null when the bucket has none. */
  thumbnail_avif_url: string | null;
  /** 'Free', or another value for paid templates. */
  price_type: string;
  /** The price in US cents; 0 for a Free template. */
  price_cents: number;
  display_order: number;
  /** The template's live site, for the "Live preview" link. */
  preview_url: string | null;
  /** The pages it comes with, and what else it includes (docs/product.md#template-pages). */
  pages: string[];
  features: string[];
  [column: string]: unknown;
}
