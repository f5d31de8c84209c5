import { type MouseEvent, type ReactNode } from 'react';
import { ArrowRightIcon } from '../../icons';
import { isPlainClick } from '../../primitives/CalendarButton/isPlainClick';
import type { SideMenuLabels } from './sideMenuLabels';
import { StyledCallCard, StyledEntries, StyledEntry, StyledMenuBody } from './SideMenu.styles';

export interface SideMenuEntriesProps {
  labels: SideMenuLabels;
  /** Closes the menu the entries are in, before an entry's handler runs. */
  close: () => void;
  browseTemplatesHref: string;
  onBrowseTemplates?: (event: MouseEvent<HTMLAnchorElement>) => void;
  bookGrowthHref: string;
  onBookGrowth?: (event: MouseEvent<HTMLAnchorElement>) => void;
  calendarButton?: ReactNode;
}

/**
 * What the side menu holds, whichever menu shows it (the framer-motion sheet, or the CSS shell before that has
 * loaded): 'Browse templates', 'Book growth' and the calendar card. An entry closes the menu, then its handler,
 * if any, takes the click over.
 */
export function SideMenuEntries({
  labels,
  close,
  browseTemplatesHref,
  onBrowseTemplates,
  bookGrowthHref,
  onBookGrowth,
  calendarButton,
}: SideMenuEntriesProps) {
  const entryClick =
    (handler?: (event: MouseEvent<HTMLAnchorElement>) => void) =>
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      close();
      if (!handler) return;
      event.preventDefault();
      handler(event);
    };
  return (
    <StyledMenuBody>
      <StyledEntries>
        <li>
          <StyledEntry href={browseTemplatesHref} onClick={entryClick(onBrowseTemplates)}>
            <small aria-hidden="true">01</small>
            <span>{labels.browseTemplates}</span>
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
            <span>{labels.bookGrowth}</span>
            <ArrowRightIcon strokeWidth={2} />
          </StyledEntry>
        </li>
      </StyledEntries>
      {calendarButton && (
        <StyledCallCard>
          <p>
            {labels.callPrompt}
            <span>{labels.callDetail}</span>
          </p>
          {calendarButton}
        </StyledCallCard>
      )}
    </StyledMenuBody>
  );
}
