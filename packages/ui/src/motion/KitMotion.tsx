import { LazyMotion, MotionConfig, MotionConfigContext, domMin } from 'framer-motion';
import { useContext, type ReactNode } from 'react';
import { useReducedMotion } from '../theme/useReducedMotion';

/**
 * True when motion should rest: the visitor prefers reduced motion, the nearest `ThemeProvider` sets
 * `reducedMotion`, or an app's own `<MotionConfig reducedMotion="always">` says so. On the server it is true, so
 * prerendered HTML shows the static state.
 */
export function useMotionReduced(): boolean {
  const appConfig = useContext(MotionConfigContext);
  return useReducedMotion() || appConfig.reducedMotion === 'always';
}

/**
 * The kit's framer-motion setup, placed by each component that animates around its own subtree, so the library
 * loads with those components and never with the rest of the kit: `LazyMotion` with `domMin` (the renderer, the
 * `animate` and the `exit` features; no gestures, drag or layout) and `strict`, so only the light `m` components
 * can be used inside; `MotionConfig` turns the kit's reduced-motion setting into framer-motion's and, as the kit's
 * CSS does, skips animations altogether then (no slide and no fade: elements appear in their final state).
 */
export function KitMotion({ children }: { children: ReactNode }) {
  const reduced = useMotionReduced();
  return (
    <LazyMotion features={domMin} strict>
      <MotionConfig reducedMotion={reduced ? 'always' : 'never'} skipAnimations={reduced}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}
