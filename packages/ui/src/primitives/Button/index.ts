export { Button } from './Button';
export type { ButtonProps, ButtonAsButtonProps, ButtonAsLinkProps } from './Button';
export type { ButtonVariant, ButtonSize } from './Button.styles';
