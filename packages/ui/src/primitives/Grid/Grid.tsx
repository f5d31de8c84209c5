import { forwardRef, type HTMLAttributes } from 'react';
import type { Responsive, SpaceKey } from '../Stack/Stack.styles';
import { StyledGrid, type GridAlign } from './Grid.styles';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; use `ul`/`ol` when the children are list items. @default 'div' */
  as?: 'div' | 'ul' | 'ol' | 'section';
  /** Equal-width columns, or a count per breakpoint, e.g. `{ base: 1, sm: 2, lg: 4 }`. @default 1 */
  columns?: Responsive<number>;
  /**
   * Minimum item width (any CSS length). When set, the grid fits as many columns as there is room for
   * and `columns` is ignored.
   */
  minItemWidth?: string;
  /** Space between cells, as a `theme.space` key, optionally per breakpoint. @default 6 */
  gap?: Responsive<SpaceKey>;
  /** Vertical alignment of items within their row (`align-items`). @default 'stretch' (the browser default) */
  align?: GridAlign;
}

/** A CSS grid of equal columns, either counted per breakpoint or fitted to a minimum item width. */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { as = 'div', columns = 1, minItemWidth, gap = 6, align, children, ...rest },
  ref,
) {
  return (
    <StyledGrid
      ref={ref as React.Ref<HTMLDivElement>}
      as={as}
      $columns={columns}
      $minItemWidth={minItemWidth}
      $gap={gap}
      $align={align}
      {...rest}
    >
      {children}
    </StyledGrid>
  );
});
Grid.displayName = 'Grid';
