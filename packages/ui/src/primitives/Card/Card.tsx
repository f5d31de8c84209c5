import { forwardRef, type HTMLAttributes } from 'react';
import { StyledCard, type CardPadding, type CardVariant } from './Card.styles';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; `article` for self-contained items, `li` inside a list. @default 'div' */
  as?: 'div' | 'article' | 'li' | 'section' | 'aside';
  /** Surface style: a crisp ink outline, a soft shadow, or dark. @default 'outlined' */
  variant?: CardVariant;
  /** Inner spacing. @default 'md' */
  padding?: CardPadding;
}

/**
 * A bordered surface that groups related content. Put a `CardLink` inside (usually in the title) to make
 * the whole card clickable; it then lifts on hover and shows the focus ring around its edge.
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as = 'div', variant = 'outlined', padding = 'md', children, ...rest },
  ref,
) {
  return (
    <StyledCard
      ref={ref as React.Ref<HTMLDivElement>}
      as={as}
      $variant={variant}
      $padding={padding}
      {...rest}
    >
      {children}
    </StyledCard>
  );
});
Card.displayName = 'Card';
