import { IconFrame, type IconProps } from './IconFrame';

/** ✓ on its 16-unit grid, for a small box: a chosen option card. */
export const CheckSmallIcon = ({ strokeWidth = 2.25 }: IconProps) => (
  <IconFrame viewBox="0 0 16 16" strokeWidth={strokeWidth}>
    <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);
