import { forwardRef, useId, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Section, type SectionProps } from '../../primitives/Section';
import { SectionHeader } from '../../primitives/SectionHeader';
import { ProductGrid } from './ProductGrid';
import { ProductsStateView, type ProductsState, type ProductsStateLabels } from './ProductStates';
import { StyledHeader, StyledHeaderText } from './Products.styles';
import { ArrowRightIcon } from '../../icons';

export interface ProductsProps
  extends Omit<SectionProps, 'id' | 'children' | 'labelledBy'>, ProductsStateLabels {
  /** Anchor of the section (the navigation's 'Browse templates' scrolls here). @default 'products' */
  id?: string;
  /** The list's state: loading, error (with a retry) or loaded. */
  state: ProductsState;
  /** Small kicker above the heading; omit for none. @default 'Templates' */
  eyebrow?: ReactNode;
  /** @default 'Latest releases' */
  heading?: ReactNode;
  /** A short line under the heading. */
  intro?: ReactNode;
  /** Where 'Explore more' leads. @default '/all-framer-templates' */
  exploreHref?: string;
  /** @default 'Explore more' */
  exploreLabel?: string;
  /** Shown instead of the price for free products. @default 'Free' */
  freeLabel?: string;
  /** Placeholder cards while loading. @default 3 */
  skeletonCount?: number;
}

/** The landing page's 'Latest releases': a grid of template cards with loading, error and empty states. */
export const Products = forwardRef<HTMLElement, ProductsProps>(function Products(
  {
    id = 'products',
    state,
    eyebrow = 'Templates',
    heading = 'Latest releases',
    intro,
    exploreHref = '/all-framer-templates',
    exploreLabel = 'Explore more',
    freeLabel,
    skeletonCount,
    loadingText,
    errorTitle,
    errorFallbackMessage,
    retryLabel,
    emptyTitle,
    emptyText,
    ...rest
  },
  ref,
) {
  const headingId = `${useId()}-heading`;
  return (
    <Section ref={ref} id={id} labelledBy={headingId} {...rest}>
      <Container>
        <StyledHeader>
          <SectionHeader
            as={StyledHeaderText}
            eyebrow={eyebrow}
            heading={heading}
            headingId={headingId}
            intro={intro}
          />
          <Button href={exploreHref} variant="secondary" iconEnd={<ArrowRightIcon />}>
            {exploreLabel}
          </Button>
        </StyledHeader>
        <ProductsStateView
          state={state}
          skeletonCount={skeletonCount}
          loadingText={loadingText}
          errorTitle={errorTitle}
          errorFallbackMessage={errorFallbackMessage}
          retryLabel={retryLabel}
          emptyTitle={emptyTitle}
          emptyText={emptyText}
          renderProducts={(products) => <ProductGrid products={products} freeLabel={freeLabel} />}
        />
      </Container>
    </Section>
  );
});
Products.displayName = 'Products';
