import { useScroll, useTransform, type MotionValue } from 'framer-motion';
import { useLayoutEffect, type RefObject } from 'react';
import { GALLERY_SCROLL_OFFSET, columnDirection } from './galleryMotion';
import { columnKeyframes, stageKeyframes } from './galleryTransforms';
import { useScrollLean } from './useScrollLean';

/** The scroll-linked values the live gallery binds to its stage and columns. */
export interface GalleryMotionValues {
  stage: MotionValue<string>;
  /** Columns 1 and 3 (indexes 0 and 2) travel up, column 2 down: two shifts serve every column. */
  columnShift: (columnIndex: number) => MotionValue<string>;
  /** The columns' lean in degrees, applied to their items. */
  lean: MotionValue<number>;
}

const STAGE = stageKeyframes();

export interface GalleryScrollMotionProps {
  sectionRef: RefObject<HTMLElement | null>;
  shiftDistance: number;
  /** Receives the values once mounted, and `undefined` when unmounted. */
  onValues: (values: GalleryMotionValues | undefined) => void;
}

/**
 * Follows the section's scroll with framer-motion and hands the gallery its motion values; renders nothing.
 * Mounted only while the gallery is live, so reduced motion and still frames attach no listener at all, and the
 * gallery's own elements stay the same (no remount when hydration turns the static gallery live).
 *
 * `useScroll({ target })` with the spec's offset maps to the browser's view timeline (`cover`); the stage's and
 * columns' transforms are direct `useTransform`s of its progress, so where the browser has view timelines
 * framer-motion runs them as scroll-driven Web Animations on the compositor. Elsewhere they follow in JavaScript.
 */
export function GalleryScrollMotion({
  sectionRef,
  shiftDistance,
  onValues,
}: GalleryScrollMotionProps) {
  const { scrollY, scrollYProgress } = useScroll({
    target: sectionRef,
    offset: [...GALLERY_SCROLL_OFFSET],
  });
  const stage = useTransform(scrollYProgress, STAGE.times, STAGE.transforms);
  const up = columnKeyframes(0, shiftDistance);
  const down = columnKeyframes(1, shiftDistance);
  const shiftUp = useTransform(scrollYProgress, up.times, up.transforms);
  const shiftDown = useTransform(scrollYProgress, down.times, down.transforms);
  const lean = useScrollLean(scrollY, scrollYProgress);

  useLayoutEffect(() => {
    onValues({
      stage,
      columnShift: (columnIndex) => (columnDirection(columnIndex) === -1 ? shiftUp : shiftDown),
      lean,
    });
    return () => onValues(undefined);
  }, [onValues, stage, shiftUp, shiftDown, lean]);

  return null;
}
