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
 * True when the nearest `ThemeProvider` sets `reducedMotion`. For motion written in CSS behind the
 * `prefers-reduced-motion` media query, which honours the visitor's setting by itself: such a part needs only this
 * flag (reading the setting in script too makes the prerendered HTML and the hydrated page differ), and must check
 * it, since the prop holds every animation still whatever the visitor's setting.
 */
export function useForcedReducedMotion(): boolean {
  return useContext(ReducedMotionContext);
}
