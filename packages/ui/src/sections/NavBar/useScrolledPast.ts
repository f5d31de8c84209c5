import { useEffect, useState } from 'react';

/**
 * True once the page has scrolled more than `threshold` px. An IntersectionObserver watches an invisible strip
 * over the first `threshold` px of the document: the browser reports when it leaves the viewport, so nothing
 * runs on scroll. (A scroll listener reading `scrollY` made the browser recalculate styles on every scroll event
 * while the gallery animates: 7–12 ms a frame on a mid-range phone.) The server and the hydration render report
 * `false`, the state at the top of the page; a page opened mid-way learns otherwise from the observer's first
 * report. Pass `isEnabled: false` to observe nothing (e.g. when the state is given as a prop).
 */
export function useScrolledPast(threshold: number, isEnabled = true): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    if (!isEnabled) return;
    const strip = document.createElement('div');
    strip.setAttribute('aria-hidden', 'true');
    Object.assign(strip.style, {
      position: 'absolute',
      top: '0',
      left: '0',
      width: '1px',
      // A strip that only touches the viewport's edge still counts as intersecting: at exactly `threshold`.
      height: `${threshold}px`,
      pointerEvents: 'none',
    });
    document.body.append(strip);
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest) setIsPast(!latest.isIntersecting);
    });
    observer.observe(strip);
    return () => {
      observer.disconnect();
      strip.remove();
    };
  }, [threshold, isEnabled]);
  return isEnabled && isPast;
}
