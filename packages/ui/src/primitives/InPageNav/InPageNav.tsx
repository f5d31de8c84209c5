import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useCurrentSection } from '../../hooks/useCurrentSection';
import { useReducedMotion } from '../../theme';
import { StyledCaption, StyledInPageNav, StyledLink, StyledList } from './InPageNav.styles';

export interface InPageNavItem {
  /** The id of the section on the page the link leads to. */
  id: string;
  /** The link's text: the section's heading or a shorter form of it. */
  label: string;
}

export interface InPageNavProps {
  /** The page's sections, in the order they appear. */
  items: readonly InPageNavItem[];
  /** The navigation's name, shown above the links from `lg` up and read by screen readers. @default 'On this page' */
  label?: string;
  /**
   * Goes to a section (the site also puts it in the address). @default scrolls the section to the top (smoothly
   * unless motion is reduced; its `scroll-margin-top` clears a fixed bar) and moves focus to it
   */
  onNavigate?: (id: string) => void;
}

/**
 * Links to the sections of a long page, the one being read marked with `aria-current`: a row of chips that scrolls
 * sideways on phones, a list from `lg` up (the host makes it sticky beside the content). Following a link moves
 * focus to its section, as a skip link does, so give each section `tabIndex={-1}`. The jump is the nav's own, not
 * the browser's: a page with a `<base>` would resolve `#id` to another document.
 */
export function InPageNav({ items, label = 'On this page', onNavigate }: InPageNavProps) {
  const captionId = useId();
  const [current, choose] = useCurrentSection(items.map((item) => item.id));
  const isReduced = useReducedMotion();
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the current chip may sit beyond the row's edge: bring it in, without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const left = link.offsetLeft - list.offsetLeft;
    const isInView =
      left >= list.scrollLeft && left + link.offsetWidth <= list.scrollLeft + list.clientWidth;
    if (!isInView) list.scrollTo({ left, behavior: isReduced ? 'auto' : 'smooth' });
  }, [current, isReduced]);

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    choose(id);
    if (onNavigate) {
      onNavigate(id);
      return;
    }
    const target = document.getElementById(id);
    target?.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };

  return (
    <StyledInPageNav aria-labelledby={captionId}>
      <StyledCaption id={captionId}>{label}</StyledCaption>
      <StyledList ref={listRef}>
        {items.map((item) => (
          <li key={item.id}>
            <StyledLink
              href={`#${item.id}`}
              aria-current={item.id === current ? 'location' : undefined}
              onClick={(event) => follow(event, item.id)}
            >
              {item.label}
            </StyledLink>
          </li>
        ))}
      </StyledList>
    </StyledInPageNav>
  );
}
InPageNav.displayName = 'InPageNav';
