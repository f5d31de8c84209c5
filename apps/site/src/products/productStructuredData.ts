import { productPriceUsd, type Product } from '@outpace/core/products';
import { productJsonLd } from '@outpace/core/seo';
import { siteConfig } from '../config/site';
import { templatePath } from '../routing/templatePaths';

/** Product structured data for the templates a page lists: the landing page's latest ones, the catalog's. */
export function productStructuredData(products: readonly Product[]) {
  return products.map((product) =>
    productJsonLd(
      {
        name: product.name,
        description: product.description,
        image: product.thumbnail_url,
        url: `${siteConfig.url}${templatePath(product.slug)}`,
        price: productPriceUsd(product),
      },
      siteConfig.brand,
    ),
  );
}
