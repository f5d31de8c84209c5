import { type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { isPlainClick } from '../../primitives/CalendarButton/isPlainClick';
import { Sheet } from '../../primitives/Sheet';
import { StyledCallCard, StyledEntries, StyledEntry, StyledMenuBody } from './SideMenu.styles';
import { ArrowRightIcon } from '../../icons';

export interface SideMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives focus when the menu closes: the button that opened it. */
  returnFocusTo: HTMLElement | null;
  title: string;
  browseTemplatesHref: string;
  onBrowseTemplates?: (event: MouseEvent<HTMLAnchorElement>) => void;
  bookGrowthHref: string;
  onBookGrowth?: (event: MouseEvent<HTMLAnchorElement>) => void;
  calendarButton?: ReactNode;
}

/** The open menu itself (Radix Dialog through the kit `Sheet`), in its own module so it loads on first use. */
export function SideMenuSheet({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  browseTemplatesHref,
  onBrowseTemplates,
  bookGrowthHref,
  onBookGrowth,
  calendarButton,
}: SideMenuSheetProps) {
  const entryClick =
    (handler?: (event: MouseEvent<HTMLAnchorElement>) => void) =>
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      if (!handler) {
        onOpenChange(false);
        return;
      }
      event.preventDefault();
      // Closed first, synchronously: while open, the dialog traps focus and would pull back the focus the handler
      // moves (e.g. to the section it scrolls to).
      flushSync(() => onOpenChange(false));
      handler(event);
    };

  return (
    <Sheet
      title={title}
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        // The trigger is our own button, not a Radix trigger: hand focus back to it ourselves, unless an entry
        // moved focus elsewhere (then it stays where the visitor went).
        event.preventDefault();
        const isFocusLost = !document.activeElement || document.activeElement === document.body;
        if (isFocusLost) returnFocusTo?.focus();
      }}
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
              <ArrowRightIcon strokeWidth={2} />
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
              <ArrowRightIcon strokeWidth={2} />
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
