import { IconFrame, type IconProps } from './IconFrame';

/** ✓ on its 20-unit grid, for a list: what a template includes, a template owned. */
export const CheckListIcon = ({ strokeWidth = 2 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);
