import { lazy, useEffect, type ComponentType } from 'react';
import { clickedButton, rememberClick, replayClick } from './earlyClicks';

// The sections still waiting to be due, by id: `loadNow` lets a section that must render at once skip the wait.
const waiting = new Map<string, () => void>();
// Every section's id, and those whose code is in: from then on React can hydrate the section when it is clicked.
const sections = new Set<string>();
const arrived = new Set<string>();

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
 * A click on a button in a section whose code is still on its way: React cannot hydrate the section to handle it,
 * so it is remembered (see earlyClicks.ts) and hurries the section's code; the section clicks it again once it
 * has hydrated. Runs in the capture phase on the document, before React's own listener on the root.
 */
function rememberEarlyClick(event: MouseEvent) {
  const button = clickedButton(event);
  if (!button) return;
  for (const id of sections) {
    if (arrived.has(id) || !document.getElementById(id)?.contains(button)) continue;
    rememberClick(id, button);
    loadNow(id);
  }
}

/**
 * A landing-page section whose code loads when it is due (see `whenDue`), not with the page. Until then its
 * prerendered markup stands as it is, readable and styled, and React hydrates it once the code is in: the first
 * load carries only what the top of the page needs. A button clicked meanwhile responds once it can.
 */
export function lazySection<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
) {
  if (typeof document !== 'undefined' && sections.size === 0)
    document.addEventListener('click', rememberEarlyClick, true);
  sections.add(id);
  return lazy(async () => {
    await whenDue(id);
    const Section = await load();
    arrived.add(id);
    function HydratedSection(props: Props) {
      useEffect(() => replayClick(id), []);
      return <Section {...props} />;
    }
    return { default: HydratedSection };
  });
}

/** Ends the wait of the section with this id, if it is waiting. */
export function loadNow(id: string): void {
  waiting.get(id)?.();
}
