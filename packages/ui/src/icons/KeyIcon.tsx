import { IconFrame, type IconProps } from './IconFrame';

/** A key: a password or a second-factor code. */
export const KeyIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 24 24" strokeWidth={strokeWidth}>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 8.5-8.5M16 7l2.5 2.5M14 9l2 2" strokeLinecap="round" />
  </IconFrame>
);
