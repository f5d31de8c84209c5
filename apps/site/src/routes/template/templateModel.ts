import { productPriceUsd, type Product } from '@outpace/core/products';
import { breadcrumbListJsonLd, productJsonLd } from '@outpace/core/seo';
import type { BreadcrumbItem, TemplateDetailModel } from '@outpace/ui';
import { siteConfig } from '../../config/site';
import { THUMBNAIL, toProductCard } from '../../landing/productCards';
import { paths } from '../../routing/paths';
import { templatePath } from '../../routing/templatePaths';

/** Maps a products row to what the template's page shows. */
export function toTemplateDetail(product: Product): TemplateDetailModel {
  const card = toProductCard(product);
  return {
    name: product.name,
    description: product.description,
    pageType: product.page_type,
    image: { ...card.thumbnail, ...THUMBNAIL },
    priceLabel: card.priceLabel,
    isFree: card.isFree,
    previewHref: product.preview_url ?? undefined,
    pages: product.pages ?? [],
    features: product.features ?? [],
  };
}

/** Home, the catalog, the template: the page's breadcrumb, on the page and in its structured data. */
export function templateBreadcrumb(product: Product): BreadcrumbItem[] {
  return [
    { label: 'Home', href: paths.home },
    { label: 'All templates', href: paths.allTemplates },
    { label: product.name },
  ];
}

/** The page's Product (with its offer) and BreadcrumbList blocks; nothing in them is private. */
export function templateStructuredData(product: Product) {
  const url = `${siteConfig.url}${templatePath(product.slug)}`;
  return [
    productJsonLd(
      {
        name: product.name,
        description: product.description,
        image: product.thumbnail_url,
        url,
        price: productPriceUsd(product),
      },
      siteConfig.brand,
    ),
    breadcrumbListJsonLd(
      templateBreadcrumb(product).map((item) => ({
        name: item.label,
        url: `${siteConfig.url}${item.href ?? templatePath(product.slug)}`,
      })),
    ),
  ];
}
