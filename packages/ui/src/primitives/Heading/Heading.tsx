import { forwardRef, type HTMLAttributes } from 'react';
import {
  StyledHeading,
  type HeadingLevel,
  type HeadingSize,
  type HeadingTone,
} from './Heading.styles';

// Sensible visual defaults per level, so the common case needs only `as`.
const defaultSizeFor: Record<HeadingLevel, HeadingSize> = {
  h1: 'xl',
  h2: 'lg',
  h3: 'md',
  h4: 'sm',
  h5: 'xs',
  h6: 'xs',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Semantic level in the document outline; pick it by structure, not by looks. @default 'h2' */
  as?: HeadingLevel;
  /**
   * Visual size, independent of the level: `xl` is the hero display size, `xs` a card title.
   * @default the size that matches `as` (h1 → xl, h2 → lg, h3 → md, h4 → sm, h5/h6 → xs)
   */
  size?: HeadingSize;
  /** Text colour. Leave unset to inherit from the surface (e.g. an inverse `Section`). */
  tone?: HeadingTone;
}

/** A display-font heading whose semantic level and visual size are chosen separately. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { as = 'h2', size, tone, children, ...rest },
  ref,
) {
  return (
    <StyledHeading ref={ref} as={as} $size={size ?? defaultSizeFor[as]} $tone={tone} {...rest}>
      {children}
    </StyledHeading>
  );
});
Heading.displayName = 'Heading';
