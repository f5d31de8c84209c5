import {
  cancelFrame,
  frame,
  useMotionValue,
  type FrameData,
  type MotionValue,
} from 'framer-motion';
import { useEffect } from 'react';
import { createScrollLean } from './scrollVelocity';

/**
 * The columns' lean as a motion value, fed by the page's scroll position on framer-motion's frame loop: it wakes
 * when `scrollY` changes and runs once per frame until the page is still and the lean is back to 0. Its velocity
 * follows `createScrollVelocity`'s rule (0 after a gap of more than 50 ms between frames), which framer-motion's
 * own `useVelocity` does not (it gives up after 30 ms).
 */
export function useScrollLean(scrollY: MotionValue<number>): MotionValue<number> {
  const lean = useMotionValue(0);
  useEffect(() => {
    const tracker = createScrollLean();
    let running = false;
    const step = ({ timestamp }: FrameData) => {
      const { skew, settled } = tracker.step(scrollY.get(), timestamp);
      lean.set(Math.round(skew * 1000) / 1000 + 0);
      if (settled) {
        running = false;
        cancelFrame(step);
      }
    };
    const wake = () => {
      if (running) return;
      running = true;
      frame.update(step, true);
    };
    const stopListening = scrollY.on('change', wake);
    return () => {
      stopListening();
      cancelFrame(step);
      lean.set(0);
    };
  }, [scrollY, lean]);
  return lean;
}
