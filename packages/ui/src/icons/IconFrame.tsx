import type { ReactNode } from 'react';

/** Props every icon of the set takes. */
export interface IconProps {
  /** Line weight in the icon's own viewBox units. @default the weight the icon was drawn at */
  strokeWidth?: number;
}

interface IconFrameProps {
  viewBox: string;
  strokeWidth?: number;
  /** Filled shapes (the play triangle) instead of lines. */
  isFilled?: boolean;
  children: ReactNode;
}

/**
 * The frame of every kit icon: it takes the text colour and is decorative, hidden from assistive technology and
 * from the tab order (the control around it carries the name). Sizes come from the parent's CSS.
 */
export function IconFrame({ viewBox, strokeWidth, isFilled = false, children }: IconFrameProps) {
  return (
    <svg
      viewBox={viewBox}
      fill={isFilled ? 'currentColor' : 'none'}
      stroke={isFilled ? undefined : 'currentColor'}
      strokeWidth={strokeWidth}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
