import type { Theme } from './themes';

type Colors = Theme['colors'];
type RolePath<Group extends 'bg' | 'fg' | 'border'> = `${Group}.${keyof Colors[Group] & string}`;
export type BackgroundRole = RolePath<'bg'>;
export type ForegroundRole = RolePath<'fg'> | RolePath<'border'>;

/** The colour a role path names in a theme, e.g. `fg.muted` → `theme.colors.fg.muted`. */
export function roleColor(theme: Theme, path: ForegroundRole | BackgroundRole): string {
  const [group, role] = path.split('.') as ['fg' | 'bg' | 'border', string];
  const color = (theme.colors[group] as Record<string, string>)[role];
  if (color === undefined) throw new Error(`The theme has no colour ${path}`);
  return color;
}

type SurfaceColor = (theme: Theme) => string;
type SurfaceRoles = Record<'background' | 'text' | 'outline' | 'hover', SurfaceColor>;

/**
 * The colours a control without a background of its own (an outlined or a ghost button) draws with on each kind of
 * surface: on the page, and on a dark `inverseSurface` (the side menu's call card, the footer), where the page's
 * dark text would vanish into the background. Read from the theme, as functions, so the landing page's first script
 * carries no role names; the contrast test of the themes checks each surface's text, outline and hover against its
 * background (`roles.test.ts`).
 */
export const surfaceRoles = {
  page: {
    background: (theme) => theme.colors.bg.canvas,
    text: (theme) => theme.colors.fg.default,
    outline: (theme) => theme.colors.border.strong,
    hover: (theme) => theme.colors.bg.subtle,
  },
  inverse: {
    background: (theme) => theme.colors.bg.inverse,
    text: (theme) => theme.colors.fg.inverse,
    outline: (theme) => theme.colors.fg.inverseMuted,
    hover: (theme) => theme.colors.bg.inverseRaised,
  },
} as const satisfies Record<string, SurfaceRoles>;
