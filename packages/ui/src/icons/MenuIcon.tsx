import { IconFrame, type IconProps } from './IconFrame';

/** Two lines of unequal length: opens the side menu. */
export const MenuIcon = ({ strokeWidth = 1.8 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M3 7h14M3 13h9" strokeLinecap="round" />
  </IconFrame>
);
