import {
  cancelFrame,
  frame,
  useMotionValue,
  type FrameData,
  type MotionValue,
} from 'framer-motion';
import { useEffect } from 'react';
import { approach, createScrollVelocity, skewFromVelocity } from './scrollVelocity';

/**
 * The columns' lean (`skewY`, in degrees) as a motion value. Once the page scrolls while the section is on screen,
 * a frame callback on framer-motion's loop samples the scroll position each frame, takes the velocity (zero when
 * the gap between frames exceeds 50 ms, see `createScrollVelocity`) and eases the lean toward its share of it.
 * When the scroll has stopped and the lean has settled at 0, the callback ends until the next scroll.
 */
export function useScrollLean(
  scrollY: MotionValue<number>,
  progress: MotionValue<number>,
): MotionValue<number> {
  const lean = useMotionValue(0);

  useEffect(() => {
    const velocity = createScrollVelocity();
    let running = false;

    const step = ({ timestamp, delta }: FrameData) => {
      const speed = velocity.sample(scrollY.get(), timestamp);
      const next = approach(lean.get(), skewFromVelocity(speed), delta);
      const settled = speed === 0 && Math.abs(next) < 0.01;
      lean.set(settled ? 0 : next);
      if (settled) {
        cancelFrame(step);
        running = false;
      }
    };
    const follow = () => {
      const p = progress.get();
      if (running || p <= 0 || p >= 1) return;
      running = true;
      frame.update(step, true);
    };

    const unsubscribe = scrollY.on('change', follow);
    return () => {
      unsubscribe();
      cancelFrame(step);
    };
  }, [scrollY, progress, lean]);

  return lean;
}
