import { IconFrame, type IconProps } from './IconFrame';

/** → on buttons that lead on (book growth, explore, go to the calculator). */
export const ArrowRightIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M4 10h12M11 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);
