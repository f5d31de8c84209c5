// Twelve portfolio mock-ups (800x1000) for the scroll gallery, one per module in gallery/. All clients, numbers and
// copy are invented. Art direction: one dominant backdrop colour per piece, crisp UI rendered in real type, soft deep
// shadows.
import { kitCss } from './mockup-kit.mjs';
import { fernbank } from './gallery/01-fernbank.mjs';
import { kiln } from './gallery/02-kiln.mjs';
import { tempo } from './gallery/03-tempo.mjs';
import { solstice } from './gallery/04-solstice.mjs';
import { mira } from './gallery/05-mira.mjs';
import { poster } from './gallery/06-poster.mjs';
import { relay } from './gallery/07-relay.mjs';
import { norra } from './gallery/08-norra.mjs';
import { atelier } from './gallery/09-atelier.mjs';
import { halden } from './gallery/10-halden.mjs';
import { pocket } from './gallery/11-pocket.mjs';
import { osteria } from './gallery/12-osteria.mjs';

export const gallery = [
  fernbank(),
  kiln(),
  tempo(),
  solstice(),
  mira(),
  poster(),
  relay(),
  norra(),
  atelier(),
  halden(),
  pocket(),
  osteria(),
].map((g) => ({ ...g, css: kitCss + g.css }));
