import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';

export interface SideMenuProps {
  /** The button that opens the menu; focus returns to it on close. Omit when controlling `open`. */
  trigger?: ReactElement;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Open on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the menu opens or closes (trigger, Close, Escape, overlay, or an entry). */
  onOpenChange?: (open: boolean) => void;
  /** Names the dialog. @default 'Menu' */
  title?: string;
  /** Where 'Browse templates' leads without JavaScript handling. @default '/#products' */
  browseTemplatesHref?: string;
  /** Takes over a plain click on 'Browse templates' (navigation prevented), e.g. to smooth-scroll. The menu closes. */
  onBrowseTemplates?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Where 'Book growth' leads without JavaScript handling. @default '/#calculator' */
  bookGrowthHref?: string;
  /** Takes over a plain click on 'Book growth' (navigation prevented). The menu closes. */
  onBookGrowth?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * Slot for the calendar scheduling button, shown in a card at the bottom. The card is about 220px wide on
   * phones, so give the button a short label (e.g. 'Book a free call') and `fullWidth`.
   */
  calendarButton?: ReactNode;
}

const loadSheet = () => import('./SideMenuSheet');
const SideMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.SideMenuSheet })));

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: unknown) => void;
};

/**
 * The small-screen menu: the kit `Sheet` from the right (300 px, 400 px from 640 px up; 500 ms in, 300 ms out),
 * with 'Browse templates', 'Book growth' and the calendar button. Focus is trapped while open, Escape and 'Close'
 * dismiss it, and focus returns to the trigger.
 *
 * Entries close the menu before their callbacks run. The page's scroll lock lifts when the slide-out ends, but
 * programmatic scrolling (`scrollIntoView`) works throughout, so callbacks may scroll at once. Focus that a callback
 * moves (e.g. to the section it scrolls to) stays there; otherwise it returns to the trigger.
 *
 * The dialog's code (Radix Dialog) loads when the menu first opens, and is fetched ahead as soon as a pointer or
 * the focus reaches the trigger, so it is there by the click.
 */
export function SideMenu({
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  title = 'Menu',
  browseTemplatesHref = '/#products',
  onBrowseTemplates,
  bookGrowthHref = '/#calculator',
  onBookGrowth,
  calendarButton,
}: SideMenuProps) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  // Mounted from the first opening on, so the slide-out can play when it closes.
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  // A state setter as the ref: the sheet gets the element itself, to hand focus back to.
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);

  const triggerProps = (trigger?.props ?? {}) as TriggerProps;
  const prefetch = () => void loadSheet();

  return (
    <>
      {trigger &&
        cloneElement(trigger as ReactElement<Record<string, unknown>>, {
          ref: setTriggerElement,
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          onPointerEnter: (event: MouseEvent<HTMLElement>) => {
            triggerProps.onPointerEnter?.(event);
            prefetch();
          },
          onFocus: (event: unknown) => {
            triggerProps.onFocus?.(event);
            prefetch();
          },
          onClick: (event: MouseEvent<HTMLElement>) => {
            triggerProps.onClick?.(event);
            if (!event.defaultPrevented) setOpen(true);
          },
        })}
      {hasOpened && (
        <Suspense fallback={null}>
          <SideMenuSheet
            open={isOpen}
            onOpenChange={setOpen}
            returnFocusTo={triggerElement}
            title={title}
            browseTemplatesHref={browseTemplatesHref}
            onBrowseTemplates={onBrowseTemplates}
            bookGrowthHref={bookGrowthHref}
            onBookGrowth={onBookGrowth}
            calendarButton={calendarButton}
          />
        </Suspense>
      )}
    </>
  );
}
SideMenu.displayName = 'SideMenu';
