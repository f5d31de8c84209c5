import { IconFrame, type IconProps } from './IconFrame';

/** ↗ beside a link that leaves the site, drawn small for a line of text (the footer's social links). */
export const ExternalLinkSmallIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 16 16" strokeWidth={strokeWidth}>
    <path d="M5 11l6-6M6 5h5v5" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);
