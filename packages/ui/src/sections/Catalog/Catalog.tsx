import { forwardRef, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { SectionHeader } from '../../primitives/SectionHeader';
import { Section, type SectionProps } from '../../primitives/Section';
import {
  ProductGrid,
  ProductsMessage,
  ProductsStateView,
  type ProductCardModel,
  type ProductsState,
  type ProductsStateLabels,
} from '../Products';
import { StyledHeader, StyledResultCount, StyledToolbar } from './Catalog.styles';
import { ALL_PAGE_TYPES, countPageTypes, filterByPageType } from './catalogFilter';
import { PageTypeFilter } from './PageTypeFilter';

export interface CatalogProps
  extends Omit<SectionProps, 'id' | 'children' | 'labelledBy'>, ProductsStateLabels {
  /** Anchor of the section. @default 'catalog' */
  id?: string;
  /** The section's heading. The page's own `h1` stays outside the section. */
  heading: ReactNode;
  /** Level of `heading`; product names sit one level below. @default 'h2' */
  headingLevel?: 'h1' | 'h2';
  /** Small kicker above the heading. */
  eyebrow?: ReactNode;
  /** A short line under the heading. */
  intro?: ReactNode;
  /** The whole list's state; the filter works on the loaded list. */
  state: ProductsState;
  /** The page types offered, in order. @default the types present in the list, in display order */
  pageTypes?: readonly string[];
  /** The selected page type, or 'all'. */
  selectedPageType: string;
  /** Called with a page type, or 'all', when the visitor changes the filter. */
  onPageTypeChange: (pageType: string) => void;
  /** @default 'Filter by page type' */
  filterLegend?: string;
  /** @default 'All' */
  allLabel?: string;
  /** @default 'No templates match this filter.' */
  noMatchText?: string;
  /** @default 'Show all' */
  showAllLabel?: string;
  /** The polite summary under the filter. @default (shown, total) => `Showing ${shown} of ${total} templates` */
  formatResultCount?: (shown: number, total: number) => string;
  /** Shown instead of the price for free products. @default 'Free' */
  freeLabel?: string;
  /** Placeholder cards while loading. @default 6 */
  skeletonCount?: number;
}

const templatesNoun = (count: number) => (count === 1 ? 'template' : 'templates');
const defaultResultCount = (shown: number, total: number) =>
  shown === total
    ? `Showing all ${total} ${templatesNoun(total)}`
    : `Showing ${shown} of ${total} ${templatesNoun(total)}`;

/** A full template catalog (for /all-framer-templates and /saas-templates): a page-type filter over the grid. */
export const Catalog = forwardRef<HTMLElement, CatalogProps>(function Catalog(
  {
    id = 'catalog',
    heading,
    headingLevel = 'h2',
    eyebrow,
    intro,
    state,
    pageTypes,
    selectedPageType,
    onPageTypeChange,
    filterLegend = 'Filter by page type',
    allLabel = 'All',
    noMatchText = 'No templates match this filter.',
    showAllLabel = 'Show all',
    formatResultCount = defaultResultCount,
    freeLabel,
    skeletonCount = 6,
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
  const allRadioRef = useRef<HTMLInputElement>(null);
  const cardHeadingLevel = headingLevel === 'h1' ? 'h2' : 'h3';

  const showAll = () => {
    onPageTypeChange(ALL_PAGE_TYPES);
    // The button disappears with the message; keep keyboard users in the filter instead of on <body>.
    allRadioRef.current?.focus();
  };

  const renderFiltered = (products: readonly ProductCardModel[]) => {
    const shown = filterByPageType(products, selectedPageType);
    return (
      <>
        <StyledToolbar>
          <PageTypeFilter
            ref={allRadioRef}
            legend={filterLegend}
            options={countPageTypes(products, pageTypes)}
            selected={selectedPageType}
            onChange={onPageTypeChange}
            allLabel={allLabel}
            countNoun={templatesNoun}
          />
          <StyledResultCount aria-live="polite" aria-atomic="true">
            {formatResultCount(shown.length, products.length)}
          </StyledResultCount>
        </StyledToolbar>
        {shown.length > 0 ? (
          <ProductGrid products={shown} headingLevel={cardHeadingLevel} freeLabel={freeLabel} />
        ) : (
          <ProductsMessage
            tone="neutral"
            title={noMatchText}
            action={
              <Button variant="secondary" onClick={showAll}>
                {showAllLabel}
              </Button>
            }
          />
        )}
      </>
    );
  };

  return (
    <Section ref={ref} id={id} labelledBy={headingId} {...rest}>
      <Container>
        <SectionHeader
          as={StyledHeader}
          eyebrow={eyebrow}
          heading={heading}
          headingAs={headingLevel}
          headingId={headingId}
          headingSize="lg"
          intro={intro}
        />
        <ProductsStateView
          state={state}
          skeletonCount={skeletonCount}
          loadingText={loadingText}
          errorTitle={errorTitle}
          errorFallbackMessage={errorFallbackMessage}
          retryLabel={retryLabel}
          emptyTitle={emptyTitle}
          emptyText={emptyText}
          renderProducts={renderFiltered}
        />
      </Container>
    </Section>
  );
});
Catalog.displayName = 'Catalog';
