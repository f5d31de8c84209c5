import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type ReactNode,
} from 'react';
import { StyledButton, StyledIcon, type ButtonSize, type ButtonVariant } from './Button.styles';

interface ButtonOwnProps {
  /** Visual weight: `primary` for the one main action of a view. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretches the button to its container's width. @default false */
  fullWidth?: boolean;
  /** Decorative icon before the label (hidden from screen readers). */
  iconStart?: ReactNode;
  /** Decorative icon after the label (hidden from screen readers). */
  iconEnd?: ReactNode;
  children: ReactNode;
}

export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> & { href?: undefined };

export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonOwnProps> & {
    /** Renders a real link (`<a>`) styled as a button. */
    href: string;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** An action (`<button>`), or a link that looks like one when `href` is given. */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(
  function Button(
    { variant = 'primary', size = 'md', fullWidth = false, iconStart, iconEnd, children, ...rest },
    ref,
  ) {
    const content = (
      <>
        {iconStart && <StyledIcon aria-hidden="true">{iconStart}</StyledIcon>}
        {children}
        {iconEnd && <StyledIcon aria-hidden="true">{iconEnd}</StyledIcon>}
      </>
    );
    const styleProps = { $variant: variant, $size: size, $fullWidth: fullWidth };

    if (rest.href !== undefined) {
      return (
        <StyledButton
          as="a"
          ref={ref as React.Ref<HTMLAnchorElement>}
          {...styleProps}
          {...(rest as ButtonAsLinkProps)}
        >
          {content}
        </StyledButton>
      );
    }
    const { type = 'button', ...buttonRest } = rest as ButtonAsButtonProps;
    return (
      <StyledButton
        ref={ref as React.Ref<HTMLButtonElement>}
        type={type}
        {...styleProps}
        {...buttonRest}
      >
        {content}
      </StyledButton>
    );
  },
);
Button.displayName = 'Button';
