import type { Theme } from '../../theme';
import type { ContrastUse } from './contrast';

type Colors = Theme['colors'];
type RolePath<Group extends 'bg' | 'fg' | 'border'> = `${Group}.${keyof Colors[Group] & string}`;

/** A foreground role and the surface it is meant for; the kit's components only put them together this way. */
export interface ColorPairing {
  fg: RolePath<'fg'> | RolePath<'border'>;
  bg: RolePath<'bg'>;
  use: ContrastUse;
  /** Where the pair shows up, in a reader's words. */
  where: string;
}

export const colorPairings: readonly ColorPairing[] = [
  { fg: 'fg.default', bg: 'bg.canvas', use: 'text', where: 'Headings and body copy on the page' },
  { fg: 'fg.default', bg: 'bg.surface', use: 'text', where: 'Text on cards, fields and sheets' },
  { fg: 'fg.muted', bg: 'bg.canvas', use: 'text', where: 'Supporting copy and intros' },
  { fg: 'fg.subtle', bg: 'bg.surface', use: 'text', where: 'Placeholders, captions, meta lines' },
  { fg: 'fg.accent', bg: 'bg.canvas', use: 'text', where: 'Eyebrows and accent words' },
  { fg: 'fg.onAccent', bg: 'bg.accent', use: 'text', where: 'Labels on primary buttons' },
  { fg: 'fg.danger', bg: 'bg.surface', use: 'text', where: 'Field errors' },
  { fg: 'fg.success', bg: 'bg.surface', use: 'text', where: 'Confirmations' },
  { fg: 'fg.inverse', bg: 'bg.inverse', use: 'text', where: 'Text on dark sections' },
  {
    fg: 'fg.inverseMuted',
    bg: 'bg.inverse',
    use: 'text',
    where: 'Supporting copy on dark sections',
  },
  {
    fg: 'fg.onInverseAccent',
    bg: 'bg.inverse',
    use: 'text',
    where: 'Accent words and focus rings on dark sections',
  },
  { fg: 'border.focus', bg: 'bg.canvas', use: 'non-text', where: 'Focus ring on the page' },
  { fg: 'border.strong', bg: 'bg.canvas', use: 'non-text', where: 'Outlined cards and controls' },
];

/** The colour a role path names in a theme, e.g. `fg.muted` → `theme.colors.fg.muted`. */
export function roleColor(theme: Theme, path: ColorPairing['fg'] | ColorPairing['bg']): string {
  const [group, role] = path.split('.') as ['fg' | 'bg' | 'border', string];
  const color = (theme.colors[group] as Record<string, string>)[role];
  if (color === undefined) throw new Error(`The theme has no colour ${path}`);
  return color;
}
