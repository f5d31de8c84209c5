import { IconFrame, type IconProps } from './IconFrame';

/** A burst of rays: something new is coming (an empty list). */
export const SparkIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 24 24" strokeWidth={strokeWidth}>
    <path
      d="M12 3v4M12 17v4M3 12h4M17 12h4M6.3 6.3l2.8 2.8M14.9 14.9l2.8 2.8M6.3 17.7l2.8-2.8M14.9 9.1l2.8-2.8"
      strokeLinecap="round"
    />
  </IconFrame>
);
