import { useContext, useSyncExternalStore } from 'react';
import { ReducedMotionContext } from './ReducedMotionContext';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = () => window.matchMedia(QUERY).matches;
// The server cannot know the visitor's setting, so prerendered HTML shows the static state that is safe for everyone.
const getServerSnapshot = () => true;

/** True when the visitor prefers reduced motion or the nearest `ThemeProvider` sets `reducedMotion`. */
export function useReducedMotion(): boolean {
  const forced = useForcedReducedMotion();
  const prefersReduced = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return forced || prefersReduced;
}

/**
 * True when the nearest `ThemeProvider` sets `reducedMotion`. Motion the browser runs without script (CSS
 * scroll-driven animations, which only the media query gates) must check it too: the prop holds every animation
 * still whatever the visitor's setting.
 */
export function useForcedReducedMotion(): boolean {
  return useContext(ReducedMotionContext);
}
