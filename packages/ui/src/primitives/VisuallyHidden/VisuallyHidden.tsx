import { forwardRef, type HTMLAttributes } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render, e.g. `h2` for a heading that only screen-reader users need. @default 'span' */
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'label';
}

/** Content for screen readers only: an icon button's name, a heading that the layout makes obvious. */
export const VisuallyHidden = forwardRef<HTMLElement, VisuallyHiddenProps>(function VisuallyHidden(
  { as = 'span', children, ...rest },
  ref,
) {
  return (
    <StyledVisuallyHidden ref={ref as React.Ref<HTMLSpanElement>} as={as} {...rest}>
      {children}
    </StyledVisuallyHidden>
  );
});
VisuallyHidden.displayName = 'VisuallyHidden';
