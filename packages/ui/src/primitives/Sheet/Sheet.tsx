import * as RadixDialog from '@radix-ui/react-dialog';
import { AnimatePresence, m } from 'framer-motion';
import {
  forwardRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTheme } from 'styled-components';
import { KitMotion, cubicBezier } from '../../motion';
import { Button } from '../Button';
import {
  StyledBody,
  StyledContent,
  StyledDescription,
  StyledHeader,
  StyledOverlay,
  StyledTitle,
  type SheetSide,
  type SheetWidth,
} from './Sheet.styles';

export interface SheetProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title' | 'children' | 'asChild' | 'forceMount'
> {
  /** Names the dialog. Always required, even when hidden, so screen readers announce what opened. */
  title: ReactNode;
  /** Hides the title visually; it still names the dialog. @default false */
  hideTitle?: boolean;
  /** Supporting text under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** The edge the sheet slides in from. @default 'right' */
  side?: SheetSide;
  /** A CSS width, or `{ base, sm }` for one width on phones and another from 640px up. @default '400px' */
  width?: SheetWidth;
  /** Slide-in (and overlay fade-in) duration in ms; no motion when reduced motion is preferred. @default 500 */
  enterDuration?: number;
  /** Slide-out (and overlay fade-out) duration in ms. @default 300 */
  exitDuration?: number;
  /** The element that opens the sheet (a button); focus returns to it on close. Omit when controlling `open`. */
  trigger?: ReactElement;
  /** Controlled open state; pair it with `onOpenChange`. */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the sheet asks to open or close (trigger, Close button, Escape, overlay click). */
  onOpenChange?: (open: boolean) => void;
  /** Text of the close button. @default 'Close' */
  closeLabel?: string;
  children?: ReactNode;
}

const CloseIcon = () => (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
  </svg>
);

/**
 * A modal panel that slides in from a screen edge (Radix Dialog): focus is trapped inside, Escape and the Close
 * button dismiss it, and focus returns to the trigger. framer-motion's `AnimatePresence` plays the slide and the
 * overlay's fade, and keeps the sheet mounted until its slide-out ends; a sheet open on first render appears in
 * place.
 */
export const Sheet = forwardRef<HTMLDivElement, SheetProps>(function Sheet(props, ref) {
  return (
    <KitMotion>
      <SheetContent {...props} ref={ref} />
    </KitMotion>
  );
});

const SheetContent = forwardRef<HTMLDivElement, SheetProps>(function SheetContent(
  {
    title,
    hideTitle = false,
    description,
    side = 'right',
    width = '400px',
    enterDuration = 500,
    exitDuration = 300,
    trigger,
    open,
    defaultOpen,
    onOpenChange,
    closeLabel = 'Close',
    children,
    ...contentProps
  },
  ref,
) {
  const theme = useTheme();
  // Radix sees a controlled dialog either way: the exit animation needs to know when it closes.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const changeOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  // `transform` rather than `x`: framer-motion hands `transform` and `opacity` to the browser (WAAPI), so the slide
  // runs on the compositor.
  const offscreen = `translateX(${side === 'right' ? '100%' : '-100%'})`;
  const enter = {
    duration: enterDuration / 1000,
    ease: cubicBezier(theme.motion.easing.standard),
  };
  const exit = { duration: exitDuration / 1000, ease: cubicBezier(theme.motion.easing.exit) };

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={changeOpen}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <AnimatePresence initial={false}>
        {isOpen && (
          <RadixDialog.Portal forceMount key="sheet">
            <StyledOverlay forceMount asChild>
              <m.div
                initial={{ opacity: 0 }}
                animate={{ opacity: 1, transition: enter }}
                exit={{ opacity: 0, transition: exit }}
              />
            </StyledOverlay>
            <StyledContent
              ref={ref}
              forceMount
              asChild
              $side={side}
              $width={width}
              {...contentProps}
            >
              <m.div
                initial={{ transform: offscreen }}
                animate={{ transform: 'translateX(0%)', transition: enter }}
                exit={{ transform: offscreen, transition: exit }}
              >
                <StyledHeader $titleHidden={hideTitle}>
                  <StyledTitle $hidden={hideTitle}>{title}</StyledTitle>
                  <RadixDialog.Close asChild>
                    <Button variant="secondary" size="sm" iconEnd={<CloseIcon />}>
                      {closeLabel}
                    </Button>
                  </RadixDialog.Close>
                </StyledHeader>
                {description && <StyledDescription>{description}</StyledDescription>}
                <StyledBody>{children}</StyledBody>
              </m.div>
            </StyledContent>
          </RadixDialog.Portal>
        )}
      </AnimatePresence>
    </RadixDialog.Root>
  );
});
Sheet.displayName = 'Sheet';
