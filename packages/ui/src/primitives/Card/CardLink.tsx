import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { StyledCardLink } from './Card.styles';

export interface CardLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the card leads. */
  href: string;
}

/**
 * The one link of an interactive `Card`: its text is the accessible name, its hit area is the whole card.
 * Other controls inside the same card need `position: relative` and a higher `z-index` to stay clickable.
 */
export const CardLink = forwardRef<HTMLAnchorElement, CardLinkProps>(function CardLink(
  { children, ...rest },
  ref,
) {
  return (
    <StyledCardLink ref={ref} {...rest}>
      {children}
    </StyledCardLink>
  );
});
CardLink.displayName = 'CardLink';
