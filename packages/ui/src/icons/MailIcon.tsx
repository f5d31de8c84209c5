import { IconFrame, type IconProps } from './IconFrame';

/** An envelope: an email field. */
export const MailIcon = ({ strokeWidth = 1.75 }: IconProps) => (
  <IconFrame viewBox="0 0 24 24" strokeWidth={strokeWidth}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.5 7 8.5 6 8.5-6" strokeLinejoin="round" />
  </IconFrame>
);
