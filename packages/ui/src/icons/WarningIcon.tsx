import { IconFrame, type IconProps } from './IconFrame';

/** ! in a triangle: a form's error banner. */
export const WarningIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M10 2.75 18 16.5H2L10 2.75Z" strokeLinejoin="round" />
    <path d="M10 8v4" strokeLinecap="round" />
    <circle cx="10" cy="14.3" r="0.6" fill="currentColor" />
  </IconFrame>
);
