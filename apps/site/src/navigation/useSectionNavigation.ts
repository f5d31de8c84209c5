import { useCallback } from 'react';
import { paths } from '../routing/paths';
import { useSiteNavigation } from '../routing/siteNavigation';
import { scrollToSection } from './scrollToSection';

/** Time the landing page gets to render after navigating to it from another route, before the scroll (spec). */
export const SCROLL_DELAY_AFTER_NAVIGATION_MS = 100;

/** Resolves once the element is in the document: on a slow device the page may take longer than the delay. */
function whenRendered(id: string, timeoutMs = 3000): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      if (document.getElementById(id) || performance.now() - started > timeoutMs) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Goes to a section of the landing page: on `/` it scrolls at once; elsewhere it first navigates to `/`, waits
 * about 100 ms for the page to render, then scrolls.
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
      window.setTimeout(
        () => void whenRendered(sectionId).then(() => scrollToSection(sectionId)),
        SCROLL_DELAY_AFTER_NAVIGATION_MS,
      );
    },
    [navigate, pathname],
  );
}
