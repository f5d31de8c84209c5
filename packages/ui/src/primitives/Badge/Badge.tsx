import { forwardRef, type HTMLAttributes } from 'react';
import { StyledBadge, type BadgeTone } from './Badge.styles';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour role: `accent` draws the eye ("New"), `success` confirms ("Live"). @default 'neutral' */
  tone?: BadgeTone;
}

/** A small pill label for a status or category. It is text, not a control. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', children, ...rest },
  ref,
) {
  return (
    <StyledBadge ref={ref} $tone={tone} {...rest}>
      {children}
    </StyledBadge>
  );
});
Badge.displayName = 'Badge';
