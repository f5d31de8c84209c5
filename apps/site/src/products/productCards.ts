import { isFree as isFreeProduct, productPriceUsd, type Product } from '@outpace/core/products';
import { formatUsd } from '@outpace/core/pricing';
import type { ProductCardModel, ResponsiveImage } from '@outpace/ui';
import { templatePath } from '../routing/templatePaths';

/** Thumbnails are stored at this size (seed data and uploads alike), so cards can reserve their space. */
export const THUMBNAIL = { width: 640, height: 480 } as const;

/**
 * The AVIF offered before the WebP, only when the row names one: a browser that picks a `<source>` does not fall
 * back to the `<img>` when that file fails, so a source without a file would leave a broken image. Its one width is
 * written out because the kit gives every source the card's `sizes`, which HTML allows only beside widths.
 */
function thumbnailSources(product: Product): ResponsiveImage['sources'] {
  return product.thumbnail_avif_url
    ? [{ type: 'image/avif', srcSet: `${product.thumbnail_avif_url} ${THUMBNAIL.width}w` }]
    : undefined;
}

/** Maps API rows to the cards the kit shows; each card links to its template's page. */
export function toProductCard(product: Product): ProductCardModel {
  const isFree = isFreeProduct(product);
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    pageType: product.page_type,
    thumbnail: {
      // The column is nullable: a row without a thumbnail gives an image without a source.
      src: product.thumbnail_url ?? '',
      sources: thumbnailSources(product),
      ...THUMBNAIL,
      alt: `${product.name}: ${product.page_type} template preview`,
    },
    isFree,
    priceLabel: isFree ? 'Free' : formatUsd(productPriceUsd(product)),
    href: templatePath(product.slug),
  };
}
