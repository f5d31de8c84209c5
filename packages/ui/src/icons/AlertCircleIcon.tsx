import { IconFrame, type IconProps } from './IconFrame';

/** ! in a circle, large: a whole list failed to load. */
export const AlertCircleIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 24 24" strokeWidth={strokeWidth}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
  </IconFrame>
);
