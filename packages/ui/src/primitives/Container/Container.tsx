import { forwardRef, type HTMLAttributes } from 'react';
import { StyledContainer } from './Container.styles';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The element to render, e.g. `main` or `header` when the container is also a landmark. @default 'div' */
  as?: 'div' | 'main' | 'header' | 'footer' | 'nav' | 'article';
}

/** Centres content at the page's maximum width, with side padding that grows on larger screens. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { as = 'div', children, ...rest },
  ref,
) {
  return (
    <StyledContainer ref={ref as React.Ref<HTMLDivElement>} as={as} {...rest}>
      {children}
    </StyledContainer>
  );
});
Container.displayName = 'Container';
