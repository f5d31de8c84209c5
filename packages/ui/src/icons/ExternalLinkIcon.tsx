import { IconFrame, type IconProps } from './IconFrame';

/** ↗ beside a link that leaves the site, drawn large on its 16-unit grid (calendar and contact links). */
export const ExternalLinkIcon = ({ strokeWidth = 1.8 }: IconProps) => (
  <IconFrame viewBox="0 0 16 16" strokeWidth={strokeWidth}>
    <path d="M6 3h7v7M13 3 4 12" strokeLinecap="round" strokeLinejoin="round" />
  </IconFrame>
);
