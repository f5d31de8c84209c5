import type { Transition } from 'framer-motion';
import { bezierPoints } from '../../motion/bezierPoints';
import type { SheetSide } from './Sheet.styles';

export interface SheetPhase {
  /** In ms. */
  duration: number;
  /** A CSS `cubic-bezier()` from the theme. */
  easing: string;
}

export interface SheetMotionOptions {
  side: SheetSide;
  /** Reduced motion: the sheet appears and goes at once. */
  still: boolean;
  enter: SheetPhase;
  exit: SheetPhase;
}

/**
 * The `m.div` props of the sheet's overlay (a fade) and panel (a slide from its edge). The slide animates
 * `transform` itself rather than framer-motion's `x`, so that it runs as a Web Animation on the compositor and
 * stays smooth while the main thread is busy (the menu opens while the page below may still be hydrating).
 */
export function sheetMotion({ side, still, enter, exit }: SheetMotionOptions) {
  const offscreen = `translateX(${side === 'right' ? 100 : -100}%)`;
  const inPlace = 'translateX(0%)';
  const transition = (phase: SheetPhase): Transition =>
    still ? { duration: 0 } : { duration: phase.duration / 1000, ease: bezierPoints(phase.easing) };
  return {
    overlay: {
      initial: still ? false : { opacity: 0 },
      animate: { opacity: 1, transition: transition(enter) },
      exit: { opacity: 0, transition: transition(exit) },
    },
    panel: {
      initial: still ? false : { transform: offscreen },
      animate: { transform: inPlace, transition: transition(enter) },
      exit: { transform: offscreen, transition: transition(exit) },
    },
  } as const;
}
