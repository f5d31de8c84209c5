import { IconFrame, type IconProps } from './IconFrame';

/** A circling arrow on a retry button. */
export const RefreshIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path
      d="M16 10a6 6 0 1 1-1.76-4.24M16 4v3.5h-3.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </IconFrame>
);
