import type { BackgroundRole, ForegroundRole } from '../../theme/roles';
import type { ContrastUse } from './contrast';

/** A foreground role and the surface it is meant for; the kit's components only put them together this way. */
export interface ColorPairing {
  fg: ForegroundRole;
  bg: BackgroundRole;
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
  {
    fg: 'fg.onAccent',
    bg: 'bg.accentHover',
    use: 'text',
    where: 'Labels on primary buttons under the pointer',
  },
  { fg: 'fg.danger', bg: 'bg.surface', use: 'text', where: 'Field errors' },
  { fg: 'fg.success', bg: 'bg.surface', use: 'text', where: 'Confirmations' },
  { fg: 'fg.inverse', bg: 'bg.inverse', use: 'text', where: 'Text on dark sections' },
  {
    fg: 'fg.inverse',
    bg: 'bg.inverseRaised',
    use: 'text',
    where: 'Dark buttons under the pointer, and outlined ones on dark sections',
  },
  {
    fg: 'fg.inverseMuted',
    bg: 'bg.inverse',
    use: 'text',
    where: 'Supporting copy and button outlines on dark sections',
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
