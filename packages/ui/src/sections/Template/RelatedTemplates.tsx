import { forwardRef, useId, type ReactNode } from 'react';
import { Container } from '../../primitives/Container';
import { SectionHeader } from '../../primitives/SectionHeader';
import { Section, type SectionProps } from '../../primitives/Section';
import { ProductGrid, type ProductCardModel } from '../Products';

export interface RelatedTemplatesProps extends Omit<
  SectionProps,
  'id' | 'children' | 'labelledBy'
> {
  /** Anchor of the section. @default 'related-templates' */
  id?: string;
  /** The cards, each linking to its page; nothing renders without any. */
  products: readonly ProductCardModel[];
  /** @default 'Related templates' */
  heading?: ReactNode;
  /** Shown instead of the price for free products. @default 'Free' */
  freeLabel?: string;
}

/** A row of template cards under a heading: those like the one on a template page, or those a plan includes. */
export const RelatedTemplates = forwardRef<HTMLElement, RelatedTemplatesProps>(
  function RelatedTemplates(
    { id = 'related-templates', products, heading = 'Related templates', freeLabel, ...rest },
    ref,
  ) {
    const headingId = `${useId()}-heading`;
    if (products.length === 0) return null;
    return (
      <Section ref={ref} id={id} labelledBy={headingId} {...rest}>
        <Container>
          <SectionHeader heading={heading} headingAs="h2" headingId={headingId} headingSize="md" />
          <ProductGrid products={products} headingLevel="h3" freeLabel={freeLabel} />
        </Container>
      </Section>
    );
  },
);
RelatedTemplates.displayName = 'RelatedTemplates';
