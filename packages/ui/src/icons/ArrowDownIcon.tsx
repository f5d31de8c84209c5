import { IconFrame, type IconProps } from './IconFrame';

/** ↓ on a button that scrolls down the page. */
export const ArrowDownIcon = ({ strokeWidth = 2 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M10 4v12M5 11l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);
