/**
 * Raw design scales of the Outpace brand. Components never read these directly: they go through the
 * semantic theme (`themes.ts`), so a re-skin only has to swap values there.
 */
export const palette = {
  ink950: '#0d0c0a',
  ink900: '#161411',
  ink800: '#221f1a',
  ink700: '#34302a',
  ink600: '#4a453c',
  ink500: '#6b6558',
  ink400: '#8e877a',
  ink300: '#b5ad9f',
  ink200: '#d8d1c4',
  ink100: '#ebe6dc',
  ink50: '#f6f3ec',
  white: '#ffffff',
  ember500: '#ff5b22',
  ember600: '#e84a12',
  ember700: '#b8380b',
  ember100: '#ffe4d6',
  sage400: '#9fbfa3',
  sage700: '#3f6b48',
  lilac300: '#c8b9ff',
  red600: '#c9281d',
  red100: '#fde3e0',
  green600: '#257a3e',
} as const;

/** 4 px base. */
export const space = {
  0: '0',
  px: '1px',
  0.5: '2px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
  20: '80px',
  24: '96px',
  32: '128px',
} as const;

export const radii = {
  none: '0',
  sm: '6px',
  md: '12px',
  lg: '20px',
  xl: '28px',
  pill: '999px',
} as const;

export const fonts = {
  display:
    "'Bricolage Grotesque Variable', 'Bricolage Grotesque', ui-sans-serif, system-ui, sans-serif",
  body: "'Inter Variable', 'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** Fluid sizes clamp between a mobile and a desktop value so headings never need per-breakpoint overrides. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  '3xl': 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)',
  '4xl': 'clamp(2.5rem, 1.5rem + 4.4vw, 5rem)',
  '5xl': 'clamp(3rem, 1.4rem + 7vw, 7.5rem)',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  black: 800,
} as const;

export const lineHeights = {
  tight: 1.02,
  snug: 1.2,
  normal: 1.5,
  relaxed: 1.65,
} as const;

export const letterSpacings = {
  tighter: '-0.035em',
  tight: '-0.015em',
  normal: '0',
  wide: '0.08em',
} as const;

/** Min-widths in px. `md` (768) is where the navigation switches from the side menu to the full bar. */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(13, 12, 10, 0.08)',
  md: '0 6px 20px -6px rgba(13, 12, 10, 0.18)',
  lg: '0 24px 60px -20px rgba(13, 12, 10, 0.35)',
  focus: '0 0 0 3px rgba(255, 91, 34, 0.45)',
} as const;

export const zIndices = {
  base: 0,
  raised: 10,
  nav: 100,
  overlay: 200,
  sheet: 210,
  toast: 300,
  skipLink: 400,
} as const;

export const motion = {
  duration: {
    fast: 150,
    base: 250,
    slow: 500,
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;

export const sizes = {
  container: '1240px',
  prose: '64ch',
  navHeight: '72px',
} as const;
