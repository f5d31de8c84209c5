import { useEffect, type RefObject } from 'react';
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
 * The section's scroll progress p (see `galleryMotion`): 0 when its top meets the viewport's bottom, 1 when its
 * bottom passes the viewport's top. Read once per frame, after the scroll and before any write, so it costs no
 * layout of its own.
 */
function progressOf(section: HTMLElement): number {
  const { top, height } = section.getBoundingClientRect();
  const viewport = document.documentElement.clientHeight;
  return (viewport - top) / (height + viewport);
}

/**
 * Drives the gallery from the page's scroll without React renders, on its own `requestAnimationFrame` loop (a
 * framer-motion `useScroll` version missed the slow-frame budget: docs/decisions/0005): once per frame it reads the
 * section's progress and the scroll position, then samples the scroll velocity (zeroed after a > 50 ms gap between
 * frames), eases the columns' lean toward it and writes `transform` to the stage and the columns. It runs while the
 * page scrolls and until the lean has settled, then stops; scrolls are only listened to while the section is near
 * the viewport. Where the browser runs scroll-driven animations, CSS does the tilt, zoom and drift from the first
 * frame (Gallery.styles) until this loop takes them over, in the frame of its first write: left on, they would be
 * styled twice a frame beside the loop's lean (the view timeline is sampled again after layout), which made a
 * desktop scroll's slow frames 26 % against the loop alone's 16 % (docs/decisions/0011).
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

    // What CSS's scroll-driven animations move, where they run: they stop in the frame of the loop's first write.
    const animated = [stage, ...columns.values()];
    let hasTakenOver = false;
    const velocity = createScrollVelocity();
    let progress = 0;
    let position = 0;
    let skew = 0;
    let lastFrame = 0;
    let frameId = 0;

    const write = (timestamp: number) => {
      frameId = 0;
      progress = progressOf(section);
      position = window.scrollY;
      const speed = velocity.sample(position, timestamp);
      skew = approach(skew, skewFromVelocity(speed), lastFrame ? timestamp - lastFrame : 16);
      lastFrame = timestamp;
      const settled = speed === 0 && Math.abs(skew) < 0.01;
      if (settled) {
        skew = 0;
        lastFrame = 0;
      }
      if (!hasTakenOver) {
        for (const element of animated) element.style.animation = 'none';
        hasTakenOver = true;
      }
      stage.style.transform = stageTransform(progress);
      columns.forEach((column, index) => {
        column.style.transform = columnTransform(progress, index, shiftDistance, skew);
      });
      if (!settled) schedule();
    };
    function schedule() {
      if (!frameId) frameId = requestAnimationFrame(write);
    }

    // Half a viewport of margin: a jump into the section finds it already listening.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) {
          window.removeEventListener('scroll', schedule);
          return;
        }
        window.addEventListener('scroll', schedule, { passive: true });
        schedule();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(section);
    window.addEventListener('resize', schedule);
    // Takes the choreography over from CSS at the next frame.
    schedule();

    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frameId);
      for (const element of animated) {
        element.style.transform = '';
        element.style.animation = '';
      }
    };
  }, [sectionRef, stageRef, columnsRef, enabled, shiftDistance]);
}
