import { forwardRef, type HTMLAttributes } from 'react';
import {
  StyledText,
  type TextSize,
  type TextTone,
  type TextVariant,
  type TextWeight,
} from './Text.styles';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; use `strong`/`em` when the emphasis carries meaning. @default 'p' */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';
  /** `lg` is for lead paragraphs under a heading. Ignored by the `eyebrow` variant. @default 'md' */
  size?: TextSize;
  /** Text colour. Leave unset to inherit from the surface (e.g. an inverse `Section`). */
  tone?: TextTone;
  /** Font weight from the theme scale. Leave unset to keep the element's own weight. */
  weight?: TextWeight;
  /** `eyebrow` is the small uppercase kicker above a section heading. @default 'body' */
  variant?: TextVariant;
}

/** Body copy and small labels in the body font. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'p', size = 'md', tone, weight, variant = 'body', children, ...rest },
  ref,
) {
  return (
    <StyledText
      ref={ref as React.Ref<HTMLParagraphElement>}
      as={as}
      $size={size}
      $tone={tone}
      $weight={weight}
      $variant={variant}
      {...rest}
    >
      {children}
    </StyledText>
  );
});
Text.displayName = 'Text';
