import { useCallback, useEffect, useRef, useState } from 'react';
import { useTheme } from 'styled-components';

/** The visitor's own scrolling, typing or tapping, which ends the hold of a chosen section. */
const VISITOR_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The section starts below the band's lower edge, the middle of the window. */
function isBelowBand(id: string | undefined): boolean {
  const element = id ? document.getElementById(id) : null;
  return element !== null && element.getBoundingClientRect().top > window.innerHeight / 2;
}

/**
 * Which of the page's sections (by element id, in document order) the visitor is reading: the first one crossing
 * the band from under the fixed bar down to the middle of the window. IntersectionObserver answers off the scroll
 * path, so reading never costs a frame. `choose` marks a section at once (a link to it was followed) and holds it
 * until that scroll ends or the visitor takes over, so a short last section that cannot reach the band stays marked.
 */
export function useCurrentSection(
  ids: readonly string[],
): [string | undefined, (id: string) => void] {
  const { sizes } = useTheme();
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const held = useRef(false);
  const key = ids.join(' ');

  useEffect(() => {
    const order = key.split(' ');
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // A section whose edge only touches the band (the one above a section just scrolled to the band's top)
          // intersects with zero height: it is not being read.
          const isRead = entry.isIntersecting && entry.intersectionRect.height > 0;
          if (isRead) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        if (held.current) return;
        const first = order.find((id) => crossing.has(id));
        if (first) setCurrent(first);
        // Above the first section (the page's opening): the first one is next.
        else if (isBelowBand(order[0])) setCurrent(order[0]);
      },
      { rootMargin: `-${sizes.navHeight} 0px -50% 0px` },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, sizes.navHeight]);

  const choose = useCallback((id: string) => {
    setCurrent(id);
    held.current = true;
    const release = () => {
      held.current = false;
      window.removeEventListener('scrollend', release);
      for (const type of VISITOR_EVENTS) window.removeEventListener(type, release, true);
    };
    window.addEventListener('scrollend', release);
    for (const type of VISITOR_EVENTS) window.addEventListener(type, release, true);
  }, []);

  return [current, choose];
}
