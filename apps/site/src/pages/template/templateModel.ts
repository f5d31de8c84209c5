import { productPriceUsd, type Product, type ProductShot } from '@outpace/core/products';
import { breadcrumbListJsonLd, productJsonLd } from '@outpace/core/seo';
import type { BreadcrumbItem, TemplateDetailModel, TemplateShot } from '@outpace/ui';
import { siteConfig } from '../../config/site';
import { THUMBNAIL, toProductCard } from '../../products/productCards';
import { paths } from '../../routing/paths';
import { templatePath } from '../../routing/templatePaths';

/** The shots are drawn at these sizes (apps/local-supabase/scripts/artwork), so the gallery reserves their space. */
const SHOT_SIZE = {
  desktop: { width: 640, height: 480 },
  mobile: { width: 300, height: 600 },
} as const;

/**
 * A gallery shot: WebP for every browser, the AVIF first only where the row names its file (a browser does not fall
 * back from a source it picked and could not load). Its width is written out beside the kit's `sizes`.
 */
function toTemplateShot(product: Product, shot: ProductShot): TemplateShot {
  const size = SHOT_SIZE[shot.viewport];
  return {
    image: {
      src: shot.webp_url,
      sources: shot.avif_url
        ? [{ type: 'image/avif', srcSet: `${shot.avif_url} ${size.width}w` }]
        : undefined,
      ...size,
      alt: `${product.name}: ${shot.page} page on ${shot.viewport === 'desktop' ? 'a desktop' : 'a phone'}`,
    },
    viewport: shot.viewport,
    page: shot.page,
  };
}

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
    // The embed returns the shots in no set order; the gallery's is `position`.
    shots: [...(product.shots ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((shot) => toTemplateShot(product, shot)),
    updatedOn: product.template_updated_on,
    licence: { name: product.licence, termsHref: paths.terms, refundsHref: paths.refunds },
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
