import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { StyledSkipLink } from './SkipLink.styles';

export interface SkipLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The main content's anchor; give that element the matching `id` (and `tabIndex={-1}`). @default '#main' */
  href?: string;
  /** @default 'Skip to content' */
  children?: React.ReactNode;
}

/**
 * The first focusable element of a page: hidden until a keyboard user tabs to it, it lets them jump past the
 * navigation straight to the main content.
 */
export const SkipLink = forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink(
  { href = '#main', children = 'Skip to content', ...rest },
  ref,
) {
  return (
    <StyledSkipLink ref={ref} href={href} {...rest}>
      {children}
    </StyledSkipLink>
  );
});
SkipLink.displayName = 'SkipLink';
