import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { defaultSideMenuLabels, type SideMenuLabels } from './sideMenuLabels';

export interface SideMenuProps {
  /** The button that opens the menu; focus returns to it on close. Omit when controlling `open`. */
  trigger?: ReactElement;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Open on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the menu opens or closes (trigger, Close, Escape, overlay, or an entry). */
  onOpenChange?: (open: boolean) => void;
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
  /** Overrides for the fixed texts (the dialog's name is `title`). */
  labels?: Partial<SideMenuLabels>;
}

const loadSheet = () => import('./SideMenuSheet');
const SideMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.SideMenuSheet })));
const SideMenuShell = lazy(() =>
  import('./SideMenuShell').then((module) => ({ default: module.SideMenuShell })),
);

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
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
 * The first opening does not wait for code: until the sheet (Radix Dialog and framer-motion) is loaded and mounted,
 * the trigger opens a CSS twin of the menu (`SideMenuShell`, a native `<dialog>` in the prerendered page, opened by
 * HTML's invoker commands, with the same entries and names), and the sheet's code loads once the shell has closed;
 * from then on the sheet takes over, except from a finger: a tap opens the shell every time, since the sheet's own
 * first opening (its first render) is too slow for a tap on a phone. The code is also fetched ahead as soon as a
 * mouse pointer or the keyboard's focus reaches the trigger. Browsers without invoker commands open the sheet once
 * its code is in.
 */
export function SideMenu({
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  browseTemplatesHref = '/#products',
  onBrowseTemplates,
  bookGrowthHref = '/#calculator',
  onBookGrowth,
  calendarButton,
  labels: labelOverrides,
}: SideMenuProps) {
  const labels = { ...defaultSideMenuLabels, ...labelOverrides };
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  // Mounted once its code is in (fetched ahead when a pointer or the focus reaches the trigger) or from the first
  // opening on, so that it opens without loading and the slide-out can play when it closes.
  const [isSheetMounted, setSheetMounted] = useState(isOpen);
  const [isShellOpen, setShellOpen] = useState(false);
  if (isOpen && !isShellOpen && !isSheetMounted) setSheetMounted(true);
  // A state setter as the ref: the sheet gets the element itself, to hand focus back to.
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);

  const triggerProps = (trigger?.props ?? {}) as TriggerProps;
  const shellId = useId();
  const prefetch = () => void loadSheet().then(() => setSheetMounted(true));

  const entries = {
    labels,
    browseTemplatesHref,
    onBrowseTemplates,
    bookGrowthHref,
    onBookGrowth,
    calendarButton,
  };
  const [isShellLive, setShellLive] = useState(false);
  // The shell's openings and closings are the menu's too: told to `onOpenChange` as the sheet's are. The shell
  // needs a callback that stays the same (see below), so it reads the latest `onOpenChange` from a ref.
  const latestOnOpenChange = useRef(onOpenChange);
  useEffect(() => {
    latestOnOpenChange.current = onOpenChange;
  });
  const [onShellToggle] = useState(() => (shellOpen: boolean) => {
    setShellOpen(shellOpen);
    latestOnOpenChange.current?.(shellOpen);
  });
  const shell = (
    <Suspense fallback={null}>
      <SideMenuShell id={shellId} onLive={setShellLive} onOpenChange={onShellToggle} {...entries} />
    </Suspense>
  );
  // Until the shell's code is in, React is handed the very element the page was prerendered with, so it keeps the
  // prerendered shell: a boundary that gets new props (a re-render with new callbacks, e.g. once the session is
  // known) before its code has arrived is thrown away and rendered again, empty, closing a shell that is open.
  const [prerenderedShell] = useState(shell);

  return (
    <>
      {trigger &&
        cloneElement(trigger as ReactElement<Record<string, unknown>>, {
          ref: setTriggerElement,
          commandfor: shellId,
          command: 'show-modal',
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen || isShellOpen,
          onPointerEnter: (event: PointerEvent<HTMLElement>) => {
            triggerProps.onPointerEnter?.(event);
            // A finger enters the button as it taps it: that tap opens the shell, and the sheet's code, evaluated
            // at that moment, would hold back the shell's first frame.
            if (event.pointerType === 'mouse') prefetch();
          },
          onFocus: (event: FocusEvent<HTMLElement>) => {
            triggerProps.onFocus?.(event);
            // Keyboard focus only: a tap focuses the button too, on its way to opening the shell.
            if (event.currentTarget.matches(':focus-visible')) prefetch();
          },
          onClick: (event: MouseEvent<HTMLElement>) => {
            triggerProps.onClick?.(event);
            if (event.defaultPrevented) return;
            // Until the sheet is mounted, its first opening would wait for its code and its first render: the
            // browser opens the shell instead (the trigger's command), and the sheet takes the next opening. Browsers
            // without invoker commands do not open the shell: the sheet opens once loaded.
            // Found by the id the button carries: on a prerendered page that is the server's, which React keeps
            // when its own `useId` differs (it does not patch attributes while hydrating).
            const shell = document.getElementById(
              event.currentTarget.getAttribute('commandfor') ?? '',
            );
            // A finger's tap opens the shell every time: the sheet's own first opening (Radix Dialog and
            // framer-motion rendered for the first time) took 385-640 ms at 4x CPU on a phone, against 100 ms.
            const { nativeEvent } = event;
            const isTouch = 'pointerType' in nativeEvent && nativeEvent.pointerType === 'touch';
            if ((!isSheetMounted || isTouch) && shell && 'command' in event.currentTarget) {
              // Loaded once the shell has closed, so that it does not hold back the shell's slide or its entries.
              if (!isSheetMounted) shell.addEventListener('close', prefetch, { once: true });
              return;
            }
            event.preventDefault();
            setOpen(true);
          },
        })}
      {isShellLive ? shell : prerenderedShell}
      {isSheetMounted && (
        <Suspense fallback={null}>
          <SideMenuSheet
            open={isOpen && !isShellOpen}
            onOpenChange={setOpen}
            returnFocusTo={triggerElement}
            {...entries}
          />
        </Suspense>
      )}
    </>
  );
}
SideMenu.displayName = 'SideMenu';
