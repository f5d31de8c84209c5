import { lazy, type ComponentType } from 'react';

// The sections still waiting to be due, by id: `loadNow` lets a section that must render at once skip the wait.
const waiting = new Map<string, () => void>();

/**
 * Resolves when the element with this id comes within a screen's height of the viewport, or when `loadNow` ends
 * the wait. At once outside a browser (prerendering) and when the element is not in the document: a client-side
 * visit renders the page from scratch and needs the section now. Sections the visitor never nears cost nothing:
 * no download, no hydration.
 */
function whenDue(id: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '100% 0px' },
    );
    waiting.set(id, done);
    function done() {
      waiting.delete(id);
      observer.disconnect();
      resolve();
    }
    observer.observe(element);
  });
}

/**
 * A landing-page section whose code loads when it is due (see `whenDue`), not with the page. Until then its
 * prerendered markup stands as it is, readable and styled, and React hydrates it once the code is in: the first
 * load carries only what the top of the page needs.
 */
export function lazySection<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
) {
  return lazy(async () => {
    await whenDue(id);
    return { default: await load() };
  });
}

/** Ends the wait of the section with this id, if it is waiting. */
export function loadNow(id: string): void {
  waiting.get(id)?.();
}
