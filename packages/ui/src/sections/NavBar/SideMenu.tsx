import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { isPlainClick } from '../../primitives/CalendarButton/isPlainClick';
import { Sheet } from '../../primitives/Sheet';
import { StyledCallCard, StyledEntries, StyledEntry, StyledMenuBody } from './SideMenu.styles';

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

const Arrow = () => (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 10h12M11 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The small-screen menu: the kit `Sheet` from the right (300 px, 400 px from 640 px up; 500 ms in, 300 ms out),
 * with 'Browse templates', 'Book growth' and the calendar button. Focus is trapped while open, Escape and 'Close'
 * dismiss it, and focus returns to the trigger.
 *
 * Entries close the menu as they run. The page's scroll lock lifts when the slide-out ends, but programmatic
 * scrolling (`scrollIntoView`) works throughout, so callbacks may scroll at once.
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
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const entryClick =
    (handler?: (event: MouseEvent<HTMLAnchorElement>) => void) =>
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      if (handler) {
        event.preventDefault();
        handler(event);
      }
      setOpen(false);
    };

  return (
    <Sheet
      title={title}
      trigger={trigger}
      open={isOpen}
      onOpenChange={setOpen}
      side="right"
      width={{ base: '300px', sm: '400px' }}
      enterDuration={500}
      exitDuration={300}
      aria-describedby={undefined}
    >
      <StyledMenuBody>
        <StyledEntries>
          <li>
            <StyledEntry href={browseTemplatesHref} onClick={entryClick(onBrowseTemplates)}>
              <small aria-hidden="true">01</small>
              <span>Browse templates</span>
              <Arrow />
            </StyledEntry>
          </li>
          <li>
            <StyledEntry
              href={bookGrowthHref}
              data-emphasis="true"
              onClick={entryClick(onBookGrowth)}
            >
              <small aria-hidden="true">02</small>
              <span>Book growth</span>
              <Arrow />
            </StyledEntry>
          </li>
        </StyledEntries>
        {calendarButton && (
          <StyledCallCard>
            <p>
              Prefer to talk first?
              <span>A free 15-minute call, no slides and no obligation.</span>
            </p>
            {calendarButton}
          </StyledCallCard>
        )}
      </StyledMenuBody>
    </Sheet>
  );
}
SideMenu.displayName = 'SideMenu';
