import { useCallback } from 'react';
import { paths } from './paths';
import { useSiteNavigation } from './siteNavigation';
import { scrollToSection, whenVisitorTakesOver } from './scrollToSection';

/** Time the landing page gets to render after navigating to it from another route, before the scroll (docs/product.md#section-navigation). */
export const SCROLL_DELAY_AFTER_NAVIGATION_MS = 100;

/**
 * How long a section may take to appear after navigating to the landing page: its code is fetched then, which on a
 * slow phone and network takes seconds.
 */
const RENDER_WAIT_LIMIT_MS = 15_000;

/**
 * Resolves true once the element is in the document, looking from `delayMs` on; false if the visitor scrolls, types
 * or taps first (they have moved on, so the page is theirs), or after the limit. The visitor is watched from the
 * start: a wheel turned during the delay used to go unseen, and the page then jumped to the section under them.
 */
function whenRendered(id: string, delayMs: number): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    let frame = 0;
    let delay = 0;
    const finish = (rendered: boolean) => {
      window.clearTimeout(delay);
      cancelAnimationFrame(frame);
      stopWatchingVisitor();
      resolve(rendered);
    };
    const stopWatchingVisitor = whenVisitorTakesOver(() => finish(false));
    const check = () => {
      if (document.getElementById(id)) finish(true);
      else if (performance.now() - started > RENDER_WAIT_LIMIT_MS) finish(false);
      else frame = requestAnimationFrame(check);
    };
    delay = window.setTimeout(check, delayMs);
  });
}

/**
 * Goes to a section of the landing page: on `/` it scrolls at once; elsewhere it first navigates to `/`, waits
 * about 100 ms for the page to render, then scrolls, as soon as the section is there.
 */
export function useSectionNavigation(): (sectionId: string) => void {
  const { pathname, navigate } = useSiteNavigation();
  return useCallback(
    (sectionId: string) => {
      if (pathname === paths.home) {
        scrollToSection(sectionId);
        return;
      }
      navigate(paths.home);
      void whenRendered(sectionId, SCROLL_DELAY_AFTER_NAVIGATION_MS).then((rendered) => {
        if (rendered) scrollToSection(sectionId);
      });
    },
    [navigate, pathname],
  );
}
