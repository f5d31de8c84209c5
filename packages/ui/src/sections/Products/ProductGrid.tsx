import { forwardRef, type HTMLAttributes } from 'react';
import { Grid } from '../../primitives/Grid';
import { Skeleton } from '../../primitives/Skeleton';
import { ProductCard, type ProductCardModel, type ProductHeadingLevel } from './ProductCard';
import {
  StyledSkeletonBody,
  StyledSkeletonCard,
  StyledSkeletonRow,
  StyledSkeletonThumb,
} from './Products.styles';

// 1 column on phones, 2 from the small breakpoint (tablets), 3 on desktop.
const COLUMNS = { base: 1, sm: 2, lg: 3 } as const;
const GAP = { base: 5, lg: 6 } as const;

export interface ProductGridProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  products: readonly ProductCardModel[];
  /** Level of each product name. @default 'h3' */
  headingLevel?: ProductHeadingLevel;
  /** Shown instead of the price for free products. @default 'Free' */
  freeLabel?: string;
}

/** The responsive list of product cards shared by the landing page and the catalog pages. */
export const ProductGrid = forwardRef<HTMLElement, ProductGridProps>(function ProductGrid(
  { products, headingLevel, freeLabel, ...rest },
  ref,
) {
  return (
    <Grid ref={ref} as="ul" columns={COLUMNS} gap={GAP} {...rest}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} freeLabel={freeLabel} />
        </li>
      ))}
    </Grid>
  );
});
ProductGrid.displayName = 'ProductGrid';

export interface ProductGridSkeletonProps {
  /** Number of placeholder cards. @default 3 */
  count?: number;
}

/** Placeholder cards with the real cards' proportions, so the loaded grid does not shift the page. */
export function ProductGridSkeleton({ count = 3 }: ProductGridSkeletonProps) {
  return (
    <Grid columns={COLUMNS} gap={GAP} aria-hidden="true" data-testid="product-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <StyledSkeletonCard
          key={index}
          $isOddLast={count > 1 && count % 2 === 1 && index === count - 1}
        >
          <StyledSkeletonThumb>
            <Skeleton height="100%" radius="md" />
          </StyledSkeletonThumb>
          <StyledSkeletonBody>
            <StyledSkeletonRow>
              <Skeleton width={84} height={26} radius="pill" />
              <Skeleton width={48} height={18} />
            </StyledSkeletonRow>
            <Skeleton width="62%" height={26} />
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton width="70%" height={14} />
          </StyledSkeletonBody>
        </StyledSkeletonCard>
      ))}
    </Grid>
  );
}
