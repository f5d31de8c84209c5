import {
  breakpoints,
  fontSizes,
  fontWeights,
  fonts,
  letterSpacings,
  lineHeights,
  motion,
  palette,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from './tokens';

/**
 * The semantic theme: components ask for a role ("muted text", "accent surface"), never for a palette entry.
 * Every colour pair used for text meets WCAG AA (4.5:1) on the surface it is meant for.
 */
export const defaultTheme = {
  name: 'outpace',
  colors: {
    bg: {
      canvas: palette.ink50,
      surface: palette.white,
      subtle: palette.ink100,
      inverse: palette.ink950,
      inverseRaised: palette.ink800,
      accent: palette.ember500,
      accentHover: palette.ember600,
      accentSubtle: palette.ember100,
      danger: palette.red600,
      dangerSubtle: palette.red100,
      highlight: palette.lilac300,
      calm: palette.sage400,
    },
    fg: {
      default: palette.ink950,
      muted: palette.ink600,
      subtle: palette.ink500,
      inverse: palette.ink50,
      inverseMuted: palette.ink300,
      onAccent: palette.ink950,
      accent: palette.ember700,
      onInverseAccent: palette.ember500,
      danger: palette.red600,
      success: palette.green600,
    },
    border: {
      default: palette.ink200,
      strong: palette.ink900,
      inverse: palette.ink700,
      focus: palette.ember600,
      danger: palette.red600,
    },
    overlay: 'rgba(13, 12, 10, 0.55)',
    /** The accent as a soft light on dark sections (the hero's glow): `bg.accent` at 22 % opacity. */
    accentGlow: 'rgba(255, 91, 34, 0.22)',
  },
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  space,
  radii,
  shadows,
  breakpoints,
  zIndices,
  motion,
  sizes,
};

type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : { [K in keyof T]: Widen<T[K]> };

/** The shape every theme has; values are widened so that other brands can use their own. */
export type Theme = Widen<typeof defaultTheme>;

/** Partial at every depth, for theme overrides. */
export type ThemeOverrides = { [K in keyof Theme]?: DeepPartial<Theme[K]> };
type DeepPartial<T> = T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function deepMerge<T>(base: T, overrides: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(overrides)) return (overrides ?? base) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    merged[key] = deepMerge(merged[key], value);
  }
  return merged as T;
}

/**
 * Builds a theme for another brand from the Outpace defaults: only the given keys change, at any depth. A brand
 * that sets its own `bg.accent` but no `accentGlow` glows in its accent, not in Outpace's ember.
 * @example createTheme({ name: 'acme', colors: { bg: { accent: '#0057ff' } } })
 */
export function createTheme(overrides: ThemeOverrides = {}): Theme {
  const accent = overrides.colors?.bg?.accent;
  const glow =
    accent && !overrides.colors?.accentGlow
      ? { colors: { accentGlow: `color-mix(in srgb, ${accent} 22%, transparent)` } }
      : {};
  return deepMerge<Theme>(deepMerge<Theme>(defaultTheme, overrides), glow);
}

/** A second, example brand: cool harbour blues, a system type stack and softer corners. It proves the re-skin. */
export const harborTheme: Theme = createTheme({
  name: 'harbor',
  colors: {
    bg: {
      canvas: '#f2f6f9',
      surface: '#ffffff',
      subtle: '#e2ebf2',
      inverse: '#0b1d2e',
      inverseRaised: '#16304a',
      accent: '#1fb5a6',
      accentHover: '#17998c',
      accentSubtle: '#d5f3ef',
      highlight: '#ffd166',
      calm: '#9cc3e4',
    },
    fg: {
      default: '#0b1d2e',
      muted: '#3d5468',
      subtle: '#52687c',
      inverse: '#f2f6f9',
      inverseMuted: '#a9bccd',
      onAccent: '#06211e',
      accent: '#0b6e65',
      onInverseAccent: '#4fd6c8',
    },
    border: {
      default: '#c9d6e1',
      strong: '#0b1d2e',
      inverse: '#2a4763',
      focus: '#0b6e65',
    },
    overlay: 'rgba(11, 29, 46, 0.55)',
    accentGlow: 'rgba(31, 181, 166, 0.22)',
  },
  fonts: {
    display: "ui-rounded, 'Avenir Next', system-ui, sans-serif",
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  radii: { sm: '10px', md: '16px', lg: '24px', xl: '32px' },
  shadows: { focus: '0 0 0 3px rgba(31, 181, 166, 0.45)' },
});

export const themes = { outpace: defaultTheme as Theme, harbor: harborTheme } as const;
export type ThemeName = keyof typeof themes;
