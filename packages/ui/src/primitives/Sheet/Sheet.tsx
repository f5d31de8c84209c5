import * as RadixDialog from '@radix-ui/react-dialog';
import { AnimatePresence, m } from 'framer-motion';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTheme } from 'styled-components';
import { KitMotion } from '../../motion/KitMotion';
import { useReducedMotion } from '../../theme';
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
import { sheetMotion } from './sheetMotion';
import { CloseIcon } from '../../icons';
import { useControllableState } from '../../hooks/useControllableState';

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

/**
 * A modal panel that slides in from a screen edge (Radix Dialog, animated by framer-motion): focus is trapped
 * inside, Escape and the Close button dismiss it, and focus returns to the trigger. `AnimatePresence` keeps the
 * closing sheet mounted for its slide-out; focus returns once it has gone. Under reduced motion it appears and goes
 * at once, with no slide and no fade.
 */
export const Sheet = forwardRef<HTMLDivElement, SheetProps>(function Sheet(
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
    defaultOpen = false,
    onOpenChange,
    closeLabel = 'Close',
    children,
    ...contentProps
  },
  ref,
) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const { easing } = useTheme().motion;
  const motion = sheetMotion({
    side,
    still: useReducedMotion(),
    enter: { duration: enterDuration, easing: easing.standard },
    exit: { duration: exitDuration, easing: easing.exit },
  });

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <KitMotion>
        <AnimatePresence>
          {isOpen && (
            <RadixDialog.Portal key="sheet" forceMount>
              <StyledOverlay asChild forceMount>
                <m.div {...motion.overlay} />
              </StyledOverlay>
              <StyledContent
                ref={ref}
                asChild
                forceMount
                $side={side}
                $width={width}
                {...contentProps}
              >
                <m.div {...motion.panel}>
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
      </KitMotion>
    </RadixDialog.Root>
  );
});
Sheet.displayName = 'Sheet';
