import { createGlobalStyle } from 'styled-components';
import { focusRing } from './mixins';

/** Reset, base typography and the reduced-motion guard for every page that uses the kit. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  * { margin: 0; }
  /* No document-wide smooth scrolling: it would also animate the jump to a deep link's section on load, which then
     lands wherever late layout leaves it. Sections that should glide are scrolled from script. */
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    min-height: 100dvh;
    background: ${({ theme }) => theme.colors.bg.canvas};
    color: ${({ theme }) => theme.colors.fg.default};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  img, picture, svg, video { display: block; max-width: 100%; }
  input, button, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  h1, h2, h3, h4, h5, h6 { overflow-wrap: break-word; text-wrap: balance; }
  p { overflow-wrap: break-word; text-wrap: pretty; }
  a { color: inherit; }
  :focus-visible {
    ${focusRing()}
  }
  ::selection { background: ${({ theme }) => theme.colors.bg.accent}; color: ${({ theme }) => theme.colors.fg.onAccent}; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
