import { IconFrame, type IconProps } from './IconFrame';

/** ↗ on a card that opens its own page. */
export const ArrowUpRightIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M6 14 14 6M7.5 6H14v6.5" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);
