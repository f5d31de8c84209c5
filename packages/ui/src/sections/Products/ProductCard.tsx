import { forwardRef, type HTMLAttributes } from 'react';
import { Badge } from '../../primitives/Badge';
import { CardLink } from '../../primitives/Card';
import {
  StyledProductBody,
  StyledProductCard,
  StyledProductDescription,
  StyledProductMeta,
  StyledProductName,
  StyledProductPrice,
  StyledProductThumb,
  StyledProductTitleRow,
  StyledTitleArrow,
} from './ProductCard.styles';
import { ArrowUpRightIcon } from '../../icons';

/** A responsive image as plain data; `sources` become `<source>` elements (e.g. AVIF before WebP). */
export interface ProductImage {
  src: string;
  srcSet?: string;
  sources?: readonly { type: string; srcSet: string }[];
  /** Intrinsic width in px; with `height` it reserves the space before the file loads. */
  width: number;
  height: number;
  /** What the thumbnail shows; empty only if the image adds nothing to the name. */
  alt: string;
}

/** One product (template) as the card shows it; the site maps its data rows to this shape. */
export interface ProductCardModel {
  id: string;
  name: string;
  description: string;
  /** The template's page type, e.g. "SaaS" or "Portfolio". */
  pageType: string;
  thumbnail: ProductImage;
  /** The formatted price, e.g. "$29.99"; ignored when `isFree`. */
  priceLabel: string;
  /** True when the product's price type is 'Free'; the card then says `freeLabel`. */
  isFree: boolean;
  /** The product's page; when set, the whole card links there. */
  href?: string;
}

export type ProductHeadingLevel = 'h2' | 'h3' | 'h4';

export interface ProductCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  product: ProductCardModel;
  /** Level of the product name in the page outline: one below the heading of the list. @default 'h3' */
  headingLevel?: ProductHeadingLevel;
  /** Shown instead of the price for free products. @default 'Free' */
  freeLabel?: string;
  /** The thumbnail's `sizes`, used with `srcSet`. @default a third of the viewport on desktop, half on tablet, full on phones */
  sizes?: string;
}

const DEFAULT_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/**
 * A template card: thumbnail, page type, price, name and description. With `href`, the name is a link whose
 * hit area covers the whole card.
 */
export const ProductCard = forwardRef<HTMLElement, ProductCardProps>(function ProductCard(
  { product, headingLevel = 'h3', freeLabel = 'Free', sizes = DEFAULT_SIZES, ...rest },
  ref,
) {
  const { name, description, pageType, thumbnail, priceLabel, isFree, href } = product;
  return (
    <StyledProductCard ref={ref} forwardedAs="article" padding="sm" {...rest}>
      <StyledProductThumb style={{ aspectRatio: `${thumbnail.width} / ${thumbnail.height}` }}>
        <picture>
          {thumbnail.sources?.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          <img
            src={thumbnail.src}
            srcSet={thumbnail.srcSet}
            sizes={thumbnail.srcSet ? sizes : undefined}
            width={thumbnail.width}
            height={thumbnail.height}
            alt={thumbnail.alt}
            loading="lazy"
            decoding="async"
          />
        </picture>
      </StyledProductThumb>
      <StyledProductBody>
        <StyledProductMeta>
          <Badge>{pageType}</Badge>
          <StyledProductPrice $isFree={isFree}>
            {isFree ? freeLabel : priceLabel}
          </StyledProductPrice>
        </StyledProductMeta>
        <StyledProductTitleRow>
          <StyledProductName forwardedAs={headingLevel} size="xs">
            {href ? <CardLink href={href}>{name}</CardLink> : name}
          </StyledProductName>
          {href && (
            <StyledTitleArrow aria-hidden="true">
              <ArrowUpRightIcon />
            </StyledTitleArrow>
          )}
        </StyledProductTitleRow>
        <StyledProductDescription size="sm" tone="muted">
          {description}
        </StyledProductDescription>
      </StyledProductBody>
    </StyledProductCard>
  );
});
ProductCard.displayName = 'ProductCard';
