import { forwardRef, type HTMLAttributes } from 'react';
import {
  StyledStack,
  type Responsive,
  type SpaceKey,
  type StackAlign,
  type StackDirection,
  type StackJustify,
} from './Stack.styles';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; use `ul`/`ol` when the children are list items. @default 'div' */
  as?: 'div' | 'ul' | 'ol' | 'section' | 'header' | 'footer' | 'nav' | 'article' | 'aside' | 'form';
  /** Main axis, or one per breakpoint, e.g. `{ base: 'column', md: 'row' }`. @default 'column' */
  direction?: Responsive<StackDirection>;
  /** Space between children, as a `theme.space` key, optionally per breakpoint. @default 4 */
  gap?: Responsive<SpaceKey>;
  /** Cross-axis alignment (`align-items`). @default 'stretch' (the browser default) */
  align?: StackAlign;
  /** Main-axis distribution (`justify-content`). @default 'start' (the browser default) */
  justify?: StackJustify;
  /** Lets children wrap onto new lines. @default false */
  wrap?: boolean;
}

/** Lays children out in a column or a row with even gaps from the theme's spacing scale. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { as = 'div', direction = 'column', gap = 4, align, justify, wrap = false, children, ...rest },
  ref,
) {
  return (
    <StyledStack
      ref={ref as React.Ref<HTMLDivElement>}
      as={as}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    >
      {children}
    </StyledStack>
  );
});
Stack.displayName = 'Stack';
