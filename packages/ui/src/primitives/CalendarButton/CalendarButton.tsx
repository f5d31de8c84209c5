import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { StyledCalendarIcon } from './CalendarButton.styles';
import { isPlainClick } from './isPlainClick';

export interface CalendarButtonProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel' | 'children'
> {
  /** The booking page. The link opens it in a new tab, so it works before (and without) any JavaScript. */
  href: string;
  /** Visible text. @default 'Book a free 15-minute call' */
  label?: string;
  /**
   * Takes over a plain click (the default navigation is prevented), e.g. to load the scheduling widget on
   * first interaction. Modified clicks (Ctrl/⌘/Shift, middle button) still open the page as the browser would.
   */
  onActivate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretches the button to its container's width. @default false */
  fullWidth?: boolean;
}

const CalendarIcon = () => (
  <StyledCalendarIcon viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75">
    <rect x="2.75" y="4" width="14.5" height="13.25" rx="2.5" />
    <path d="M2.75 8.25h14.5M6.5 2.25v3.5M13.5 2.25v3.5" strokeLinecap="round" />
    <circle cx="13.25" cy="12.75" r="1.5" fill="currentColor" stroke="none" />
  </StyledCalendarIcon>
);

/**
 * The button that books the free 15-minute call: a real link to the booking page (new tab) styled as a kit
 * Button, which the site can enhance with an embedded scheduling widget through `onActivate`.
 */
export const CalendarButton = forwardRef<HTMLAnchorElement, CalendarButtonProps>(
  function CalendarButton(
    {
      href,
      label = 'Book a free 15-minute call',
      onActivate,
      onClick,
      variant = 'primary',
      size = 'md',
      fullWidth = false,
      ...rest
    },
    ref,
  ) {
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (!onActivate || event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      onActivate(event);
    };

    return (
      <Button
        ref={ref}
        {...rest}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        iconStart={<CalendarIcon />}
        onClick={handleClick}
      >
        {label}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Button>
    );
  },
);
CalendarButton.displayName = 'CalendarButton';
