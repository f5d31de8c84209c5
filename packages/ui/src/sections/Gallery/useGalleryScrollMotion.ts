import { scrollInfo } from 'framer-motion';
import { useEffect, type RefObject } from 'react';
import { GALLERY_SCROLL_OFFSET } from './galleryMotion';
import { columnTransform, stageTransform } from './galleryTransforms';
import { approach, createScrollVelocity, skewFromVelocity } from './scrollVelocity';

export interface GalleryScrollMotionOptions {
  sectionRef: RefObject<HTMLElement | null>;
  stageRef: RefObject<HTMLElement | null>;
  columnsRef: RefObject<Map<number, HTMLElement>>;
  /** False under reduced motion or a frozen still: then nothing is attached at all. */
  enabled: boolean;
  shiftDistance: number;
}

/**
 * Drives the gallery from the page's scroll without React renders: framer-motion's `scrollInfo` measures the
 * section's progress once per frame (one shared passive listener) and this hook writes `transform` straight to
 * the stage and column elements. A short requestAnimationFrame loop samples the scroll velocity once per frame
 * (zeroed after a > 50 ms gap) and eases the columns' lean back to 0 after the scroll stops; then it ends.
 */
export function useGalleryScrollMotion({
  sectionRef,
  stageRef,
  columnsRef,
  enabled,
  shiftDistance,
}: GalleryScrollMotionOptions): void {
  useEffect(() => {
    const section = sectionRef.current;
    const stage = stageRef.current;
    const columns = columnsRef.current;
    if (!enabled || !section || !stage) return undefined;

    const velocity = createScrollVelocity();
    let progress = 0;
    let position = 0;
    let skew = 0;
    let lastFrame = 0;
    let frameId = 0;

    const render = () => {
      stage.style.transform = stageTransform(progress);
      columns.forEach((column, index) => {
        column.style.transform = columnTransform(progress, index, shiftDistance, skew);
      });
    };

    const tick = (timestamp: number) => {
      const speed = velocity.sample(position, timestamp);
      skew = approach(skew, skewFromVelocity(speed), lastFrame ? timestamp - lastFrame : 16);
      lastFrame = timestamp;
      const settled = speed === 0 && Math.abs(skew) < 0.01;
      if (settled) skew = 0;
      render();
      if (settled) {
        frameId = 0;
        lastFrame = 0;
        return;
      }
      frameId = requestAnimationFrame(tick);
    };

    const stop = scrollInfo(
      (info) => {
        progress = info.y.progress;
        position = info.y.current;
        render();
        if (!frameId) frameId = requestAnimationFrame(tick);
      },
      { target: section, offset: [...GALLERY_SCROLL_OFFSET] },
    );

    return () => {
      stop();
      cancelAnimationFrame(frameId);
      stage.style.transform = '';
      columns.forEach((column) => {
        column.style.transform = '';
      });
    };
  }, [sectionRef, stageRef, columnsRef, enabled, shiftDistance]);
}
