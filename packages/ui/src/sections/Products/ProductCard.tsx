import { forwardRef, type HTMLAttributes } from 'react';
import { Badge } from '../../primitives/Badge';
import { CardLink } from '../../primitives/Card';
import { Picture, type ResponsiveImage } from '../../primitives/Picture';
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

/** One product (template) as the card shows it; the site maps its data rows to this shape. */
export interface ProductCardModel {
  id: string;
  name: string;
  description: string;
  /** The template's page type, e.g. "SaaS" or "Portfolio". */
  pageType: string;
  /** 640 × 480 or another 4:3 image; `sources` first (AVIF before WebP). */
  thumbnail: ResponsiveImage;
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
        <Picture image={thumbnail} sizes={sizes} />
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
