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
function IconFrame({ viewBox, strokeWidth, isFilled = false, children }: IconFrameProps) {
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

/** → on buttons that lead on (book growth, explore, go to the calculator). */
export const ArrowRightIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M4 10h12M11 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);

/** ↓ on a button that scrolls down the page. */
export const ArrowDownIcon = ({ strokeWidth = 2 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M10 4v12M5 11l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);

/** ↗ on a card that opens its own page. */
export const ArrowUpRightIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M6 14 14 6M7.5 6H14v6.5" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);

/** ↗ beside a link that leaves the site, drawn large on its 16-unit grid (calendar and contact links). */
export const ExternalLinkIcon = ({ strokeWidth = 1.8 }: IconProps) => (
  <IconFrame viewBox="0 0 16 16" strokeWidth={strokeWidth}>
    <path d="M6 3h7v7M13 3 4 12" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);

/** ↗ beside a link that leaves the site, drawn small for a line of text (the footer's social links). */
export const ExternalLinkSmallIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 16 16" strokeWidth={strokeWidth}>
    <path d="M5 11l6-6M6 5h5v5" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);

/** Two lines of unequal length: opens the side menu. */
export const MenuIcon = ({ strokeWidth = 1.8 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M3 7h14M3 13h9" strokeLinecap="round" />
  </IconFrame>
);

/** × on a control that closes a panel or a message. */
export const CloseIcon = ({ strokeWidth = 2 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
  </IconFrame>
);

/** A circling arrow on a retry button. */
export const RefreshIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path
      d="M16 10a6 6 0 1 1-1.76-4.24M16 4v3.5h-3.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </IconFrame>
);

/** A burst of rays: something new is coming (an empty list). */
export const SparkIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 24 24" strokeWidth={strokeWidth}>
    <path
      d="M12 3v4M12 17v4M3 12h4M17 12h4M6.3 6.3l2.8 2.8M14.9 14.9l2.8 2.8M6.3 17.7l2.8-2.8M14.9 9.1l2.8-2.8"
      strokeLinecap="round"
    />
  </IconFrame>
);

/** ! in a circle, large: a whole list failed to load. */
export const AlertCircleIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 24 24" strokeWidth={strokeWidth}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
  </IconFrame>
);

/** ! in a circle, for a line of text: a field's error message. */
export const AlertCircleSmallIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <circle cx="10" cy="10" r="8" />
    <path d="M10 5.5v5.5" strokeLinecap="round" />
    <circle cx="10" cy="14.25" r="0.6" fill="currentColor" />
  </IconFrame>
);

/** ! in a triangle: a form's error banner. */
export const WarningIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M10 2.75 18 16.5H2L10 2.75Z" strokeLinejoin="round" />
    <path d="M10 8v4" strokeLinecap="round" />
    <circle cx="10" cy="14.3" r="0.6" fill="currentColor" />
  </IconFrame>
);

/** An envelope: an email field. */
export const MailIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 24 24" strokeWidth={strokeWidth}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.5 7 8.5 6 8.5-6" strokeLinejoin="round" />
  </IconFrame>
);

/** ✓ on its 24-unit grid: a confirmed field. */
export const CheckIcon = ({ strokeWidth = 2 }: IconProps) => (
  <IconFrame viewBox="0 0 24 24" strokeWidth={strokeWidth}>
    <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);

/** ✓ on its 20-unit grid, for a list: what a template includes, a template owned. */
export const CheckListIcon = ({ strokeWidth = 2 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);

/** ✓ on its 16-unit grid, for a small box: a chosen option card. */
export const CheckSmallIcon = ({ strokeWidth = 2.25 }: IconProps) => (
  <IconFrame viewBox="0 0 16 16" strokeWidth={strokeWidth}>
    <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);

/** A key: a password or a second-factor code. */
export const KeyIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 24 24" strokeWidth={strokeWidth}>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 8.5-8.5M16 7l2.5 2.5M14 9l2 2" strokeLinecap="round" />
  </IconFrame>
);

/** ▶ filled: plays a video. */
export const PlayIcon = () => (
  <IconFrame viewBox="0 0 24 24" isFilled>
    <path d="M6 3.8v16.4a1 1 0 0 0 1.5.86l13.2-8.2a1 1 0 0 0 0-1.72L7.5 2.94A1 1 0 0 0 6 3.8Z" />
  </IconFrame>
);
