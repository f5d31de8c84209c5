import {
  cloneElement,
  lazy,
  Suspense,
  useId,
  useMemo,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { invokes } from './invokes';
import type * as ShellModuleType from './SideMenuShell';

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

let isSheetLoaded = false;
const loadSheet = () =>
  import('./SideMenuSheet').then((module) => {
    isSheetLoaded = true;
    return module;
  });
const SideMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.SideMenuSheet })));
// Asked for at once in the browser: until its code is in, the shell is prerendered markup that React must not be
// handed new props for (it would throw the markup away and render the boundary again, empty). Once the code is in,
// the shell renders at once: the thenable below answers synchronously, where a promise would suspend it once more.
type ShellModule = typeof ShellModuleType;
let shellModule: ShellModule | undefined;
const loadShell = () => import('./SideMenuShell').then((module) => (shellModule = module));
const shellCode = typeof document === 'undefined' ? undefined : loadShell();
const SideMenuShell = lazy(
  () =>
    ({
      then: (resolve: (value: { default: ShellModule['SideMenuShell'] }) => void) =>
        shellModule
          ? resolve({ default: shellModule.SideMenuShell })
          : void (shellCode ?? loadShell()).then((module) =>
              resolve({ default: module.SideMenuShell }),
            ),
    }) as unknown as Promise<{ default: ShellModule['SideMenuShell'] }>,
);

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
 * The first opening does not wait for code: until the sheet's code (Radix Dialog and framer-motion) has loaded, the
 * trigger opens a CSS twin of the menu (`SideMenuShell`, a native `<dialog>` in the prerendered page, opened by
 * HTML's invoker commands), and the sheet's code starts loading; from then on the sheet takes over. Browsers
 * without invoker commands open the sheet once its code is in, fetched ahead as soon as a pointer or the focus
 * reaches the trigger.
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
  const shellId = useId();
  const [isShellOpen, setShellOpen] = useState(false);
  const prefetch = () =>
    void loadSheet().then(() => {
      setHasOpened(true);
    });

  const entries = useMemo(
    () => ({
      browseTemplatesHref,
      onBrowseTemplates,
      bookGrowthHref,
      onBookGrowth,
      calendarButton,
    }),
    [browseTemplatesHref, onBrowseTemplates, bookGrowthHref, onBookGrowth, calendarButton],
  );
  // The same element while its props stay the same: a prerendered boundary that React is handed new props before
  // its code has arrived is thrown away and rendered again, empty, and would take an open shell with it.
  const shell = useMemo(
    () => (
      <Suspense fallback={null}>
        <SideMenuShell id={shellId} title={title} {...entries} />
      </Suspense>
    ),
    [shellId, title, entries],
  );

  return (
    <>
      {trigger &&
        cloneElement(trigger as ReactElement<Record<string, unknown>>, {
          ref: setTriggerElement,
          ...invokes(shellId, 'show-modal'),
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen || isShellOpen,
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
            if (event.defaultPrevented) return;
            const shell = document.getElementById(shellId);
            // Browsers without invoker commands do not open the shell: the sheet opens once loaded.
            if (!isSheetLoaded && shell && 'command' in event.currentTarget) {
              // The browser opens the shell (the trigger's command); the sheet loads to take the next opening.
              setShellOpen(true);
              shell.addEventListener('close', () => setShellOpen(false), { once: true });
              prefetch();
              return;
            }
            event.preventDefault();
            setOpen(true);
          },
        })}
      {shell}
      {hasOpened && (
        <Suspense fallback={null}>
          <SideMenuSheet
            open={isOpen}
            onOpenChange={setOpen}
            returnFocusTo={triggerElement}
            title={title}
            {...entries}
          />
        </Suspense>
      )}
    </>
  );
}
SideMenu.displayName = 'SideMenu';
