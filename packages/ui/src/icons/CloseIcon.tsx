import { IconFrame, type IconProps } from './IconFrame';

/** × on a control that closes a panel or a message. */
export const CloseIcon = ({ strokeWidth = 2 }: IconProps) => (
  <IconFrame viewBox="0 0 20 20" strokeWidth={strokeWidth}>
    <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
  </IconFrame>
);
