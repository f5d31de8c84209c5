import { IconFrame, type IconProps } from './IconFrame';

/** ! in a circle, for a line of text: a field's error message. */
export const AlertCircleSmallIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <circle cx="10" cy="10" r="8" />
    <path d="M10 5.5v5.5" strokeLinecap="round" />
    <circle cx="10" cy="14.25" r="0.6" fill="currentColor" />
  </IconFrame>
);
