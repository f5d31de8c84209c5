import { IconFrame, type IconProps } from './IconFrame';

/** ✓ on its 24-unit grid: a confirmed field. */
export const CheckIcon = ({ strokeWidth = 2 }: IconProps) => (
  <IconFrame viewBox="0 0 24 24" strokeWidth={strokeWidth}>
    <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);
