import { LazyMotion, MotionConfig, domAnimation } from 'framer-motion';
import { useContext, type ReactNode } from 'react';
import { ReducedMotionContext } from '../theme/ReducedMotionContext';

/**
 * Wraps every kit part that animates with framer-motion. Its `m` components get the smallest feature set that
 * animates (`domAnimation`: animate, exit, variants, gestures; no layout or drag), loaded synchronously with the
 * part itself: only lazily loaded parts import this module, so it never reaches a page's first load, and nothing
 * waits for a second download when the part appears. `strict` turns a stray full `motion.*` component into an error.
 *
 * Reduced motion follows the visitor's setting, or is always on when `ThemeProvider` forces it (visual tests).
 */
export function KitMotion({ children }: { children: ReactNode }) {
  const forcedReducedMotion = useContext(ReducedMotionContext);
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion={forcedReducedMotion ? 'always' : 'user'}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}
