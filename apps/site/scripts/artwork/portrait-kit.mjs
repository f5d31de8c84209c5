// The drawing kit of the team portraits: one construction (head, neck, shoulders, light from the upper left) on an
// 800x1000 canvas, shared by every person so the set reads as a single illustrated series.
import { c } from './lib.mjs';

export const W = 800;
export const H = 1000;
export const CX = 400;

/** Deterministic pseudo-random generator (mulberry32) for the few organic details (curls, texture). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SHADOW_PLANE = `M${CX + 140},300 C${CX + 96},380 ${CX + 84},470 ${CX + 96},540 C${CX + 70},600 ${CX + 40},640 ${CX},660 L${CX},720 L${CX + 160},720 L${CX + 160},300Z`;
export const f = (n) => Math.round(n * 10) / 10;

/** Head outline. `w` = half width at the temples, `jaw` = half width at the jaw corner. */
export function headPath({ w = 124, jaw = 102, top = 278, jawY = 566, chin = 640, chinW = 42 }) {
  const l = CX - w;
  const r = CX + w;
  return [
    `M${CX},${top}`,
    `C${CX + w * 0.62},${top} ${r},${top + 50} ${r},${top + 135}`,
    `C${r + 1},${top + 205} ${CX + jaw + 14},${jawY - 40} ${CX + jaw},${jawY}`,
    `C${CX + jaw - 18},${jawY + 36} ${CX + chinW + 14},${chin - 4} ${CX},${chin}`,
    `C${CX - chinW - 14},${chin - 4} ${CX - jaw + 18},${jawY + 36} ${CX - jaw},${jawY}`,
    `C${CX - jaw - 14},${jawY - 40} ${l - 1},${top + 205} ${l},${top + 135}`,
    `C${l},${top + 50} ${CX - w * 0.62},${top} ${CX},${top}Z`,
  ].join(' ');
}

/** A closed blob made of arcs around a centre: used for curly hair silhouettes. */
export function cloud(cx, cy, rx, ry, n, bump, seed) {
  const rand = rng(seed);
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2;
    const k = 1 + (rand() - 0.5) * 0.06;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  let d = `M${f(pts[0][0])},${f(pts[0][1])}`;
  for (let i = 1; i <= n; i++) {
    const p = pts[i % n];
    const rr = bump * (0.85 + rand() * 0.35);
    d += ` A${f(rr)},${f(rr)} 0 0 1 ${f(p[0])},${f(p[1])}`;
  }
  return d + 'Z';
}

function eye(x, y, { col = c.ink950, lid = true, size = 1, look = 0 } = {}) {
  const s = size;
  return `
  <path d="M${x - 17 * s},${y + 1} C${x - 9 * s},${y - 11 * s} ${x + 9 * s},${y - 11 * s} ${x + 17 * s},${y} C${x + 9 * s},${y + 8 * s} ${x - 9 * s},${y + 8 * s} ${x - 17 * s},${y + 1}Z" fill="#fbf7f0"/>
  <circle cx="${x + look}" cy="${y - 1}" r="${8.5 * s}" fill="${col}"/>
  <circle cx="${x + look - 3}" cy="${y - 4}" r="${2.4 * s}" fill="#fbf7f0" opacity=".9"/>
  ${lid ? `<path d="M${x - 19 * s},${y + 1} C${x - 10 * s},${y - 13 * s} ${x + 10 * s},${y - 13 * s} ${x + 19 * s},${y - 1}" fill="none" stroke="${c.ink950}" stroke-width="${4.5 * s}" stroke-linecap="round"/>` : ''}`;
}

function brow(x, y, dir, col, width = 9, arch = 8) {
  // dir = -1 for the left brow (viewer's left), 1 for the right one; the tapered tail points outward.
  const inner = x - dir * 22;
  const outer = x + dir * 26;
  return `<path d="M${inner},${y + 3} Q${x},${y - arch - 2} ${outer},${y + 2}" fill="none" stroke="${col}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** Shared face: features + shading; skin/hair specifics come from `p`. */
export function face(p) {
  const {
    shade,
    lip,
    browCol,
    eyeY = 474,
    eyeDX = 50,
    blush = c.ember500,
    blushOp = 0.16,
    lipH = 1,
    mouthW = 30,
  } = p;
  const mw = mouthW;
  const noseTip = eyeY + 72;
  const mouthY = eyeY + 112;
  return `
  <!-- cheek blush -->
  <ellipse cx="${CX - 72}" cy="${eyeY + 62}" rx="30" ry="16" fill="${blush}" opacity="${blushOp}"/>
  <ellipse cx="${CX + 72}" cy="${eyeY + 62}" rx="30" ry="16" fill="${blush}" opacity="${blushOp * 0.8}"/>
  <!-- nose: a light ridge and a shadow plane on the right -->
  <path d="M${CX + 8},${eyeY - 6} C${CX + 12},${eyeY + 24} ${CX + 22},${noseTip - 22} ${CX + 24},${noseTip - 4} C${CX + 20},${noseTip + 6} ${CX + 8},${noseTip + 8} ${CX + 2},${noseTip + 6} C${CX + 12},${noseTip - 2} ${CX + 12},${noseTip - 20} ${CX + 8},${eyeY - 6}Z" fill="${shade}"/>
  <path d="M${CX - 22},${noseTip - 2} C${CX - 16},${noseTip + 8} ${CX - 6},${noseTip + 8} ${CX},${noseTip + 5}" fill="none" stroke="${shade}" stroke-width="5" stroke-linecap="round"/>
  <!-- mouth -->
  <path d="M${CX - mw},${mouthY} C${CX - mw * 0.6},${mouthY - 9 * lipH} ${CX - 6},${mouthY - 8 * lipH} ${CX},${mouthY - 4 * lipH} C${CX + 6},${mouthY - 8 * lipH} ${CX + mw * 0.6},${mouthY - 9 * lipH} ${CX + mw},${mouthY} C${CX + mw * 0.6},${mouthY + 3} ${CX - mw * 0.6},${mouthY + 3} ${CX - mw},${mouthY}Z" fill="${lip}"/>
  <path d="M${CX - mw},${mouthY} C${CX - mw * 0.46},${mouthY + 22 * lipH} ${CX + mw * 0.46},${mouthY + 22 * lipH} ${CX + mw},${mouthY} C${CX + mw * 0.6},${mouthY + 4} ${CX - mw * 0.6},${mouthY + 4} ${CX - mw},${mouthY}Z" fill="${lip}" opacity=".82"/>
  <path d="M${CX - mw - 2},${mouthY} C${CX - mw * 0.5},${mouthY + 4} ${CX + mw * 0.5},${mouthY + 4} ${CX + mw + 2},${mouthY}" fill="none" stroke="${c.ink950}" stroke-opacity=".55" stroke-width="3" stroke-linecap="round"/>
  <!-- eyes + brows -->
  ${eye(CX - eyeDX, eyeY, p.eye)}
  ${eye(CX + eyeDX, eyeY, p.eye)}
  ${brow(CX - eyeDX, eyeY - 40, -1, browCol, p.browW, p.browArch)}
  ${brow(CX + eyeDX, eyeY - 40, 1, browCol, p.browW, p.browArch)}
  `;
}

export function body(p, { neckW = 58, shoulderY = 748 } = {}) {
  return {
    neck: `M${CX - neckW},560 L${CX + neckW},560 L${CX + neckW + 6},${shoulderY + 10} L${CX - neckW - 6},${shoulderY + 10}Z`,
    torso: `M40,${H + 10} C48,${shoulderY + 80} 120,${shoulderY + 12} 250,${shoulderY - 12} C300,${shoulderY - 20} 330,${shoulderY - 26} ${CX - neckW - 8},${shoulderY - 40} L${CX + neckW + 8},${shoulderY - 40} C470,${shoulderY - 26} 500,${shoulderY - 20} 550,${shoulderY - 12} C680,${shoulderY + 12} 752,${shoulderY + 80} 760,${H + 10}Z`,
  };
}

export function accentShape(a) {
  switch (a.shape) {
    case 'ring':
      return `<circle cx="660" cy="190" r="54" fill="none" stroke="${a.col}" stroke-width="14"/>`;
    case 'half':
      return `<path d="M600,236 A66,66 0 0 1 732,236Z" fill="${a.col}"/>`;
    case 'star': {
      const pts = [];
      for (let i = 0; i < 16; i++) {
        const r = i % 2 ? 26 : 68;
        const ang = (i / 16) * Math.PI * 2;
        pts.push(`${f(664 + Math.cos(ang) * r)},${f(196 + Math.sin(ang) * r)}`);
      }
      return `<polygon points="${pts.join(' ')}" fill="${a.col}"/>`;
    }
    case 'dot':
    default:
      return `<circle cx="664" cy="196" r="46" fill="${a.col}"/>`;
  }
}
