/** How far (px) a section may sit from its resting place before the scroll is corrected. */
const TOLERANCE_PX = 2;
/** Corrections after the first scroll ends, for layout that moved under it (a section or image arriving late). */
const MAX_CORRECTIONS = 2;
/** The visitor's own scrolling takes over from ours. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Stop watching even if no `scrollend` comes (nothing to scroll, or a browser without the event). */
const WATCH_LIMIT_MS = 5000;

/** Distance between the section's top and where `scrollIntoView` puts it (below the fixed bar). */
function offsetFromRest(target: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  return target.getBoundingClientRect().top - margin;
}

function isAtPageEnd(): boolean {
  const root = document.scrollingElement ?? document.documentElement;
  return Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight;
}

/**
 * Scrolls again when the first scroll ends away from the section: on a slow device the page above it may still be
 * settling (late code, images) while the smooth scroll runs, which leaves the section short of its place.
 */
function keepInPlace(target: HTMLElement, behavior: ScrollBehavior): void {
  let corrections = 0;
  const stop = () => {
    window.removeEventListener('scrollend', onScrollEnd);
    stopWatchingVisitor();
    window.clearTimeout(limit);
  };
  function onScrollEnd() {
    const isInPlace = Math.abs(offsetFromRest(target)) <= TOLERANCE_PX;
    if (isInPlace || isAtPageEnd() || corrections === MAX_CORRECTIONS || !target.isConnected) {
      stop();
      return;
    }
    corrections += 1;
    target.scrollIntoView({ behavior, block: 'start' });
  }
  window.addEventListener('scrollend', onScrollEnd);
  const stopWatchingVisitor = whenVisitorTakesOver(stop);
  const limit = window.setTimeout(stop, WATCH_LIMIT_MS);
}

/** Calls `takeOver` when the visitor scrolls, types or taps; returns the function that stops listening. */
export function whenVisitorTakesOver(takeOver: () => void): () => void {
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, takeOver, true);
  return () => {
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, takeOver, true);
  };
}

/** Scrolls a landing-page section into view: smoothly, or instantly for visitors who prefer reduced motion. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const prefersReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = prefersReduced ? 'auto' : 'smooth';
  target.scrollIntoView({ behavior, block: 'start' });
  keepInPlace(target, behavior);
  // Move focus with the view so keyboard and screen-reader users continue from the section they asked for.
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
