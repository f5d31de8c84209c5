import { createGlobalStyle } from 'styled-components';

/**
 * Lets the browser skip the style, layout and paint of landing sections far from the viewport
 * (`content-visibility: auto`), so a frame of a scroll only renders what is near the screen: with every section
 * rendered, a scroll past the gallery had frames of 50–70 ms at 4x CPU, as sections below hydrated and the
 * whole page was repainted.
 *
 * A skipped section keeps the size it last had on screen (`contain-intrinsic-size: auto`), so the page's height,
 * in-page links and the scrollbar stay where they are. That is why the skipping starts only once the page has
 * hydrated (`html[data-hydrated]`, set in main-landing): by then the prerendered page has been laid out and every
 * section's size is known. The length is for a section that has never been on screen at all. The app shell's
 * client-side visits to `/` do without it: their sections arrive one by one, with no moment when all are laid out.
 */
export const SkipOffscreenSections = createGlobalStyle`
  #main > section {
    contain-intrinsic-size: auto 100vh;
  }

  html[data-hydrated] #main > section {
    content-visibility: auto;
  }
`;
