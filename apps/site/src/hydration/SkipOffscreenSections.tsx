import { useEffect } from 'react';
import { createGlobalStyle } from 'styled-components';
import { rememberSectionSizes } from './rememberSectionSizes';

const SECTIONS = '#main > section';

/**
 * 1. The browser skips the style, layout and paint of a section far from the viewport, so the first render lays
 *    out only the top of the page and a frame of a scroll renders only what is near the screen.
 * 2. A skipped section is as tall as it was when last rendered; until then, one viewport.
 * 3. A visit that opens at a section (`/#products`) renders every section: the browser scrolls to it on the page's
 *    real layout. With estimates above it, the sections rendered next to it changed size under the visitor, and
 *    scroll anchoring can pick the section showing under the fixed bar, which left the target hundreds of pixels
 *    away.
 */
const SkippedSectionsStyle = createGlobalStyle`
  ${SECTIONS} {
    content-visibility: auto; /* 1 */
    contain-intrinsic-size: auto 100vh; /* 2 */
  }

  #main:has(> section:target) > section {
    content-visibility: visible; /* 3 */
  }
`;

/**
 * Landing sections render only near the screen, and get their real size soon after the page has hydrated (see
 * `rememberSectionSizes`), so the page's height, in-page links and the scrollbar are right by the time a visitor
 * uses them. The landing page's own shell uses it; the app shell's client-side visits to `/` do without.
 */
export function SkipOffscreenSections() {
  useEffect(() => rememberSectionSizes([...document.querySelectorAll<HTMLElement>(SECTIONS)]), []);
  return <SkippedSectionsStyle />;
}
