import { useScroll, type MotionValue } from 'framer-motion';
import { useLayoutEffect, type RefObject } from 'react';
import { useScrollLean } from './useScrollLean';

export interface GalleryScroll {
  /** The section's scroll progress p, 0 → 1 (see `galleryMotion`). */
  progress: MotionValue<number>;
  /** The columns' lean in degrees. */
  lean: MotionValue<number>;
}

/**
 * The section's progress as `galleryMotion` defines it: 0 when its top meets the viewport's bottom, 1 when its
 * bottom passes the viewport's top. Also the view timeline's `cover` range, so framer-motion can map it onto a
 * native `ViewTimeline` (it does for offsets without viewport units). Its default offset (`start start` →
 * `end end`) is a different range.
 */
const GALLERY_SCROLL_OFFSET: ['start end', 'end start'] = ['start end', 'end start'];

/**
 * Mounted only while the gallery follows the scroll, so under reduced motion or a still frame nothing listens.
 * `useScroll({ target, offset })` with that offset lets framer-motion drive the transforms derived from
 * `progress` through `useTransform` on the browser's `ViewTimeline`, off the main thread, where the browser has
 * one; elsewhere it measures the section once per frame in JavaScript. The page's scroll position (for the lean)
 * is always measured in JavaScript.
 */
export function GalleryScrollSource({
  target,
  onChange,
}: {
  target: RefObject<HTMLElement | null>;
  onChange: (scroll: GalleryScroll | null) => void;
}) {
  const { scrollYProgress, scrollY } = useScroll({ target, offset: GALLERY_SCROLL_OFFSET });
  const lean = useScrollLean(scrollY);
  useLayoutEffect(() => {
    onChange({ progress: scrollYProgress, lean });
    return () => onChange(null);
  }, [scrollYProgress, lean, onChange]);
  return null;
}
