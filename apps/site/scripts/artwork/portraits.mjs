// Editorial flat-vector team portraits, drawn as hand-built SVG on an 800x1000 canvas.
// Every person shares one construction (head, neck, shoulders, light from the upper left) so the set
// reads as a single illustrated series; hair, skin, clothes and accessories make them individuals.
import { c } from './lib.mjs';

const W = 800;
const H = 1000;
const CX = 400;

/** Deterministic pseudo-random generator (mulberry32) for the few organic details (curls, texture). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SHADOW_PLANE = `M${CX + 140},300 C${CX + 96},380 ${CX + 84},470 ${CX + 96},540 C${CX + 70},600 ${CX + 40},640 ${CX},660 L${CX},720 L${CX + 160},720 L${CX + 160},300Z`;
const f = (n) => Math.round(n * 10) / 10;

/** Head outline. `w` = half width at the temples, `jaw` = half width at the jaw corner. */
function headPath({ w = 124, jaw = 102, top = 278, jawY = 566, chin = 640, chinW = 42 }) {
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
function cloud(cx, cy, rx, ry, n, bump, seed) {
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
function face(p) {
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

// ---------------------------------------------------------------------------------------------------
// People

const people = {
  maya: {
    name: 'Maya Okafor',
    bg: c.ember500,
    arch: '#ff7a4a',
    archShade: c.ember600,
    accent: { shape: 'ring', col: c.ink900 },
    skin: '#8a5236',
    shade: '#6b3b24',
    lip: '#5a2a1c',
    browCol: '#1a120d',
    head: { w: 120, jaw: 98, chinW: 40 },
    hair: '#1a1410',
    hairHi: '#2d231c',
    browW: 9,
    browArch: 9,
    blushOp: 0.09,
    eyeY: 478,
  },
  theo: {
    name: 'Theo Lindqvist',
    bg: c.sage400,
    arch: '#b3cdb6',
    archShade: '#86a98b',
    accent: { shape: 'half', col: c.ember500 },
    skin: '#f0c7a4',
    shade: '#d9a27f',
    lip: '#c77a68',
    browCol: '#9c7336',
    head: { w: 128, jaw: 110, chinW: 48, chin: 644 },
    hair: '#d8b36a',
    hairHi: '#ead08f',
    hairShade: '#b98f45',
    beard: '#c29a55',
    beardShade: '#a07a3c',
    browW: 9,
    browArch: 5,
    blushOp: 0.16,
    lipH: 0.55,
    mouthW: 27,
    eyeY: 480,
  },
  ana: {
    name: 'Ana Ruiz',
    bg: c.lilac300,
    arch: '#d9cdff',
    archShade: '#ad9bf2',
    accent: { shape: 'star', col: c.ember500 },
    skin: '#c98d63',
    shade: '#a96f48',
    lip: '#9a3f30',
    browCol: '#2a1a13',
    head: { w: 118, jaw: 94, chinW: 38, chin: 632 },
    hair: '#2b1a14',
    hairHi: '#4a2d20',
    browW: 8,
    browArch: 9,
    blushOp: 0.15,
    eyeY: 476,
  },
  kenji: {
    name: 'Kenji Mori',
    bg: c.ink800,
    arch: c.ink700,
    archShade: c.ink900,
    accent: { shape: 'dot', col: c.ember500 },
    skin: '#ebbf98',
    shade: '#cf9d75',
    lip: '#b5705e',
    browCol: '#141110',
    head: { w: 124, jaw: 104, chinW: 44, chin: 638 },
    hair: '#14110f',
    hairHi: '#2c2722',
    browW: 10,
    browArch: 4,
    blushOp: 0.12,
    lipH: 0.6,
    mouthW: 27,
    eyeY: 482,
  },
};

// ---------------------------------------------------------------------------------------------------
// Per-person layers. Each returns { back, body, front } SVG fragments.

function body(p, { neckW = 58, shoulderY = 748 } = {}) {
  return {
    neck: `M${CX - neckW},560 L${CX + neckW},560 L${CX + neckW + 6},${shoulderY + 10} L${CX - neckW - 6},${shoulderY + 10}Z`,
    torso: `M40,${H + 10} C48,${shoulderY + 80} 120,${shoulderY + 12} 250,${shoulderY - 12} C300,${shoulderY - 20} 330,${shoulderY - 26} ${CX - neckW - 8},${shoulderY - 40} L${CX + neckW + 8},${shoulderY - 40} C470,${shoulderY - 26} 500,${shoulderY - 20} 550,${shoulderY - 12} C680,${shoulderY + 12} 752,${shoulderY + 80} 760,${H + 10}Z`,
  };
}

function layersMaya(p) {
  const b = body(p);
  const afro = cloud(CX, 388, 232, 212, 26, 46, 11) + cloud(CX - 6, 372, 200, 180, 20, 40, 12);
  return {
    back: `
      <path d="${afro}" fill="${p.hair}"/>
      <path d="${cloud(CX - 70, 300, 70, 58, 12, 22, 13)}" fill="${p.hairHi}" opacity=".9"/>
      <path d="${cloud(CX + 120, 420, 44, 60, 10, 18, 14)}" fill="${p.hairHi}" opacity=".7"/>`,
    neck: b.neck,
    torso: `
      <path d="${b.torso}" fill="${c.ink900}"/>
      <!-- top -->
      <path d="M${CX - 74},720 L${CX + 74},720 L${CX},880Z" fill="${c.ink50}"/>
      <path d="M${CX - 60},728 Q${CX},768 ${CX + 60},728" fill="none" stroke="${c.ink200}" stroke-width="6"/>
      <!-- blazer lapels -->
      <path d="M${CX - 66},712 L${CX - 120},760 L${CX - 88},800 L${CX - 118},830 L${CX - 6},${H + 10} L${CX - 30},${H + 10} Z" fill="${c.ink700}"/>
      <path d="M${CX + 66},712 L${CX + 120},760 L${CX + 88},800 L${CX + 118},830 L${CX + 6},${H + 10} L${CX + 30},${H + 10} Z" fill="${c.ink800}"/>
      <path d="M${CX - 66},712 L${CX - 84},740 L${CX - 30},${H + 10} L${CX - 6},${H + 10} Z" fill="${c.ink950}" opacity=".35"/>
      <path d="M250,${758} C200,800 170,880 160,${H + 10}" fill="none" stroke="${c.ink700}" stroke-width="4" opacity=".6"/>
      <path d="M550,${758} C600,800 630,880 640,${H + 10}" fill="none" stroke="${c.ink950}" stroke-width="4" opacity=".6"/>
      <!-- pocket square -->
      <path d="M${CX + 146},872 L${CX + 204},872 L${CX + 198},886 L${CX + 152},886Z" fill="${c.ink950}" opacity=".5"/>
      <path d="M${CX + 154},873 L${CX + 160},854 L${CX + 178},846 L${CX + 196},873Z" fill="${c.ember500}"/>`,
    hairFront: `M${CX - 128},452 C${CX - 134},330 ${CX - 80},256 ${CX},254 C${CX + 80},256 ${CX + 134},330 ${CX + 128},452 C${CX + 118},400 ${CX + 92},370 ${CX + 50},366 C${CX + 20},362 ${CX - 10},376 ${CX - 40},368 C${CX - 80},360 ${CX - 118},392 ${CX - 128},452Z`,
    front: `
      <!-- gold hoops -->
      <circle cx="${CX - 122}" cy="${572}" r="26" fill="none" stroke="#e7b54a" stroke-width="7"/>
      <circle cx="${CX + 122}" cy="${572}" r="26" fill="none" stroke="#c99a33" stroke-width="7"/>`,
  };
}

function layersTheo(p) {
  const b = body(p, { neckW: 62 });
  return {
    back: ``,
    neck: b.neck,
    torso: `
      <path d="${b.torso}" fill="${c.ink800}"/>
      <path d="M${CX + 60},720 C${CX + 200},730 ${CX + 330},790 ${CX + 360},${H + 10} L${CX + 170},${H + 10}Z" fill="${c.ink900}"/>
      <!-- knit showing between the coat fronts -->
      <path d="M${CX - 100},712 L${CX + 100},712 L${CX + 74},${H + 10} L${CX - 74},${H + 10}Z" fill="${c.ink100}"/>
      <path d="M${CX + 20},712 L${CX + 100},712 L${CX + 74},${H + 10} L${CX + 30},${H + 10}Z" fill="${c.ink200}"/>
      <!-- roll neck -->
      <path d="M${CX - 68},640 L${CX + 68},640 L${CX + 80},724 C${CX + 40},744 ${CX - 40},744 ${CX - 80},724Z" fill="${c.ink100}"/>
      <path d="M${CX + 16},642 L${CX + 68},640 L${CX + 80},724 C${CX + 64},732 ${CX + 40},738 ${CX + 22},740Z" fill="${c.ink200}"/>
      <path d="M${CX - 72},676 C${CX - 30},690 ${CX + 30},690 ${CX + 72},676" fill="none" stroke="${c.ink300}" stroke-width="4" stroke-linecap="round"/>
      <path d="M${CX - 76},704 C${CX - 30},718 ${CX + 30},718 ${CX + 76},704" fill="none" stroke="${c.ink300}" stroke-width="4" stroke-linecap="round"/>
      <!-- chore-coat collar -->
      <path d="M${CX - 92},704 L${CX - 158},738 L${CX - 122},818 L${CX - 80},${H + 10} L${CX - 62},${H + 10} L${CX - 88},770Z" fill="${c.ink700}"/>
      <path d="M${CX + 92},704 L${CX + 158},738 L${CX + 122},818 L${CX + 80},${H + 10} L${CX + 62},${H + 10} L${CX + 88},770Z" fill="${c.ink900}"/>
      <path d="M${CX - 210},880 L${CX - 136},880 L${CX - 136},944 L${CX - 210},944Z" fill="none" stroke="${c.ink700}" stroke-width="5"/>`,
    hairFront: `M${CX - 134},470 C${CX - 150},360 ${CX - 120},258 ${CX - 20},236 C${CX + 70},216 ${CX + 150},250 ${CX + 150},330 C${CX + 154},380 ${CX + 140},420 ${CX + 132},470 L${CX + 108},446 C${CX + 108},404 ${CX + 100},380 ${CX + 80},364 C${CX + 30},340 ${CX - 40},370 ${CX - 80},350 C${CX - 104},340 ${CX - 116},320 ${CX - 112},300 C${CX - 112},350 ${CX - 106},410 ${CX - 108},446 L${CX - 134},470Z`,
    hairDetail: `
      <path d="M${CX - 60},262 C${CX - 10},240 ${CX + 60},238 ${CX + 120},280" fill="none" stroke="${p.hairHi}" stroke-width="8" stroke-linecap="round"/>
      <path d="M${CX - 84},300 C${CX - 20},276 ${CX + 60},276 ${CX + 126},322" fill="none" stroke="${p.hairHi}" stroke-width="6" stroke-linecap="round" opacity=".8"/>
      <path d="M${CX - 96},330 C${CX - 40},320 ${CX + 20},328 ${CX + 70},350" fill="none" stroke="${p.hairShade}" stroke-width="6" stroke-linecap="round"/>`,
    // beard sits on the face, under the mouth
    beard: `M${CX - 128},428 L${CX - 122},530 C${CX - 114},610 ${CX - 72},684 ${CX},692 C${CX + 72},684 ${CX + 114},610 ${CX + 122},530 L${CX + 128},428 L${CX + 110},428 C${CX + 108},540 ${CX + 84},582 ${CX + 44},584 C${CX + 20},578 ${CX - 20},578 ${CX - 44},584 C${CX - 84},582 ${CX - 108},540 ${CX - 110},428Z`,
    mustache: `M${CX - 48},612 C${CX - 40},590 ${CX - 14},586 ${CX},594 C${CX + 14},586 ${CX + 40},590 ${CX + 48},612 C${CX + 30},602 ${CX + 12},604 ${CX},608 C${CX - 12},604 ${CX - 30},602 ${CX - 48},612Z`,
    front: ``,
  };
}

function layersAna(p) {
  const b = body(p, { neckW: 54 });
  const backHair = `M${CX - 150},430 C${CX - 170},300 ${CX - 100},236 ${CX},234 C${CX + 100},236 ${CX + 170},300 ${CX + 150},430 C${CX + 146},520 ${CX + 178},600 ${CX + 200},700 C${CX + 214},770 ${CX + 190},830 ${CX + 160},870 L${CX - 160},870 C${CX - 190},830 ${CX - 214},770 ${CX - 200},700 C${CX - 178},600 ${CX - 146},520 ${CX - 150},430Z`;
  return {
    back: `<path d="${backHair}" fill="${p.hair}"/>`,
    neck: b.neck,
    torso: `
      <path d="${b.torso}" fill="${c.ember500}"/>
      <path d="M${CX + 40},740 C${CX + 200},750 ${CX + 330},800 ${CX + 360},${H + 10} L${CX + 180},${H + 10}Z" fill="${c.ember600}" opacity=".8"/>
      <path d="M${CX - 66},728 C${CX - 40},770 ${CX + 40},770 ${CX + 66},728" fill="none" stroke="${c.ember700}" stroke-width="9" stroke-linecap="round"/>
      <!-- rib knit hint -->
      <path d="M${CX - 250},960 L${CX + 250},960" stroke="${c.ember600}" stroke-width="4" opacity=".7"/>
      <!-- necklace -->
      <path d="M${CX - 46},680 C${CX - 36},728 ${CX + 36},728 ${CX + 46},680" fill="none" stroke="#f2c35a" stroke-width="3.5"/>
      <circle cx="${CX}" cy="${720}" r="7" fill="#f2c35a"/>`,
    // locks falling over the shoulders, in front of the sweater
    locks: `
      <path d="M${CX - 126},560 C${CX - 140},640 ${CX - 150},700 ${CX - 138},760 C${CX - 126},820 ${CX - 150},860 ${CX - 170},890 C${CX - 210},860 ${CX - 222},800 ${CX - 206},730 C${CX - 190},660 ${CX - 170},600 ${CX - 160},520Z" fill="${p.hair}"/>
      <path d="M${CX + 126},560 C${CX + 140},640 ${CX + 150},700 ${CX + 138},760 C${CX + 126},820 ${CX + 150},860 ${CX + 170},890 C${CX + 210},860 ${CX + 222},800 ${CX + 206},730 C${CX + 190},660 ${CX + 170},600 ${CX + 160},520Z" fill="${p.hair}"/>
      <path d="M${CX - 168},640 C${CX - 182},700 ${CX - 176},760 ${CX - 160},800" fill="none" stroke="${p.hairHi}" stroke-width="6" stroke-linecap="round"/>
      <path d="M${CX + 170},620 C${CX + 186},680 ${CX + 180},740 ${CX + 166},790" fill="none" stroke="${p.hairHi}" stroke-width="6" stroke-linecap="round"/>`,
    hairFront: `M${CX - 140},520 C${CX - 154},380 ${CX - 110},262 ${CX},258 C${CX + 110},262 ${CX + 154},380 ${CX + 140},520 C${CX + 128},450 ${CX + 100},380 ${CX + 30},330 C${CX + 18},322 ${CX + 8},318 ${CX},318 C${CX - 8},318 ${CX - 18},322 ${CX - 30},330 C${CX - 100},380 ${CX - 128},450 ${CX - 140},520Z`,
    hairDetail: `
      <path d="M${CX - 14},300 C${CX - 80},318 ${CX - 118},380 ${CX - 128},460" fill="none" stroke="${p.hairHi}" stroke-width="6" stroke-linecap="round"/>
      <path d="M${CX + 16},300 C${CX + 80},318 ${CX + 116},370 ${CX + 126},440" fill="none" stroke="${p.hairHi}" stroke-width="5" stroke-linecap="round" opacity=".7"/>`,
    front: `
      <circle cx="${CX - 120}" cy="${548}" r="7" fill="#f2c35a"/>
      <path d="M${CX - 120},556 L${CX - 120},582" stroke="#f2c35a" stroke-width="3"/>
      <circle cx="${CX - 120}" cy="${590}" r="9" fill="${c.ink50}"/>`,
  };
}

function layersKenji(p) {
  const b = body(p, { neckW: 60 });
  // Swept fringe: a side part on the left, soft locks sweeping across the forehead to the right.
  const edge = [
    [-140, 470],
    [-130, 400],
    [-70, 352],
    [-8, 360],
    [48, 368],
    [100, 380],
    [138, 430],
  ];
  let fringe = `M${CX + 142},470 C${CX + 160},320 ${CX + 100},232 ${CX},228 C${CX - 104},232 ${CX - 162},320 ${CX - 140},470`;
  fringe += ` L${CX - 130},400 Q${CX - 112},360 ${CX - 70},352`;
  for (let i = 3; i < edge.length; i++) {
    const [x1, y1] = edge[i - 1];
    const [x2, y2] = edge[i];
    const tx = CX + x2 + 2;
    const ty = Math.max(y1, y2) + 30;
    fringe += ` C${CX + x1 + 14},${y1 + 20} ${f(tx - 22)},${ty - 2} ${f(tx)},${ty} C${f(tx - 6)},${ty - 14} ${CX + x2 - 6},${y2 + 8} ${CX + x2},${y2}`;
  }
  fringe += 'Z';
  return {
    back: `<path d="M${CX - 142},440 C${CX - 160},310 ${CX - 90},222 ${CX + 6},220 C${CX + 110},222 ${CX + 162},312 ${CX + 142},440Z" fill="${p.hair}"/>`,
    neck: b.neck,
    torso: `
      <path d="${b.torso}" fill="${c.ember500}"/>
      <path d="M${CX + 60},740 C${CX + 200},750 ${CX + 330},800 ${CX + 360},${H + 10} L${CX + 160},${H + 10}Z" fill="${c.ember600}"/>
      <!-- tee -->
      <path d="M${CX - 86},722 L${CX + 86},722 L${CX + 70},${H + 10} L${CX - 70},${H + 10}Z" fill="${c.ink50}"/>
      <path d="M${CX - 60},724 C${CX - 40},760 ${CX + 40},760 ${CX + 60},724" fill="none" stroke="${c.ink200}" stroke-width="7"/>
      <!-- overshirt collar -->
      <path d="M${CX - 70},700 L${CX - 150},740 L${CX - 120},800 L${CX - 86},${H + 10} L${CX - 66},${H + 10} L${CX - 84},770Z" fill="${c.ember600}"/>
      <path d="M${CX + 70},700 L${CX + 150},740 L${CX + 120},800 L${CX + 86},${H + 10} L${CX + 66},${H + 10} L${CX + 84},770Z" fill="${c.ember700}"/>
      <path d="M${CX - 210},860 L${CX - 130},860 L${CX - 130},930 L${CX - 210},930Z" fill="none" stroke="${c.ember700}" stroke-width="5"/>`,
    hairFront: fringe,
    hairDetail: `
      <path d="M${CX - 96},300 C${CX - 40},262 ${CX + 40},258 ${CX + 104},290" fill="none" stroke="${p.hairHi}" stroke-width="8" stroke-linecap="round"/>
      <path d="M${CX - 70},330 C${CX - 30},316 ${CX + 10},318 ${CX + 40},340 M${CX + 20},304 C${CX + 60},306 ${CX + 92},322 ${CX + 110},350" fill="none" stroke="${p.hairHi}" stroke-width="6" stroke-linecap="round"/>`,
    front: `
      <!-- round glasses -->
      <g fill="none" stroke="${c.ink950}" stroke-width="6">
        <circle cx="${CX - 52}" cy="${p.eyeY}" r="38"/>
        <circle cx="${CX + 52}" cy="${p.eyeY}" r="38"/>
        <path d="M${CX - 16},${p.eyeY - 6} Q${CX},${p.eyeY - 16} ${CX + 16},${p.eyeY - 6}"/>
        <path d="M${CX - 90},${p.eyeY - 8} L${CX - 124},${p.eyeY - 14}"/>
        <path d="M${CX + 90},${p.eyeY - 8} L${CX + 124},${p.eyeY - 14}"/>
      </g>
      <path d="M${CX - 74},${p.eyeY - 20} A30,30 0 0 1 ${CX - 40},${p.eyeY - 34}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>
      <path d="M${CX + 30},${p.eyeY - 20} A30,30 0 0 1 ${CX + 64},${p.eyeY - 34}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`,
  };
}

const layerFns = { maya: layersMaya, theo: layersTheo, ana: layersAna, kenji: layersKenji };

function accentShape(a) {
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

/**
 * @param {keyof typeof people} id
 * @param {{ grain?: boolean, frame?: boolean }} opts grain adds a subtle print texture (team cards);
 *   the hero uses grain:false because flat colour compresses far better.
 */
export function portraitSvg(id, { grain = true, background = true } = {}) {
  const p = people[id];
  const L = layerFns[id](p);
  const head = headPath(p.head);
  const earY = p.eyeY + 16;
  const ear = (x, flip) => `
    <ellipse cx="${x}" cy="${earY}" rx="22" ry="38" fill="${flip ? p.shade : p.skin}"/>
    <path d="M${x + (flip ? 6 : -6)},${earY - 20} C${x + (flip ? 12 : -12)},${earY} ${x + (flip ? 10 : -10)},${earY + 16} ${x + (flip ? 2 : -2)},${earY + 24}" fill="none" stroke="${flip ? '#00000022' : p.shade}" stroke-width="5" stroke-linecap="round"/>`;
  const earDX = p.head.w - 2;
  const arch = `M110,${H} L110,430 A290,290 0 0 1 690,430 L690,${H}Z`;

  const figure = `
  ${L.back}
  <path d="${L.neck}" fill="${p.skin}"/>
  <g clip-path="url(#${id}-neck)">
    <path d="M${CX - 80},560 L${CX + 80},560 L${CX + 80},650 C${CX + 30},690 ${CX - 30},690 ${CX - 80},640Z" fill="${p.shade}"/>
    <path d="M${CX + 30},560 L${CX + 80},560 L${CX + 80},800 L${CX + 40},800Z" fill="${p.shade}"/>
  </g>
  ${L.torso}
  ${L.locks ?? ''}
  ${ear(CX - earDX, false)}
  ${ear(CX + earDX, true)}
  <path d="${head}" fill="${p.skin}"/>
  <g clip-path="url(#${id}-head)">
    <path d="${SHADOW_PLANE}" fill="${p.shade}"/>
    ${L.hairFront ? `<path d="${L.hairFront}" transform="translate(8,16)" fill="${p.shade}" opacity=".9"/>` : ''}
    ${face(p)}
  </g>
  ${
    L.beard
      ? `<clipPath id="${id}-beard"><path d="${L.beard}"/></clipPath>
  <path d="${L.beard}" fill="${p.beard}"/>
  <path d="${SHADOW_PLANE}" fill="${p.beardShade}" clip-path="url(#${id}-beard)"/>
  <path d="M${CX - 24},${p.eyeY + 124} C${CX - 10},${p.eyeY + 138} ${CX + 10},${p.eyeY + 138} ${CX + 24},${p.eyeY + 124}Z" fill="${p.lip}"/>
  <path d="${L.mustache}" fill="${p.beardShade}"/>`
      : ''
  }
  ${L.hairFront ? `<path d="${L.hairFront}" fill="${p.hair}"/>` : ''}
  ${L.hairDetail ?? ''}`;

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <defs>
    <clipPath id="${id}-head"><path d="${head}"/></clipPath>
    <clipPath id="${id}-neck"><path d="${L.neck}"/></clipPath>
    <clipPath id="${id}-arch"><path d="${arch}"/></clipPath>
    <filter id="${id}-sil" color-interpolation-filters="sRGB">
      <feFlood flood-color="${p.archShade}"/><feComposite in2="SourceAlpha" operator="in"/>
    </filter>
    <filter id="${id}-grain" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" seed="7" stitchTiles="stitch"/>
      <feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 1.6 -.62"/>
    </filter>
  </defs>
  ${
    background
      ? `<rect width="${W}" height="${H}" fill="${p.bg}"/>
  <path d="${arch}" fill="${p.arch}"/>
  ${accentShape(p.accent)}
  <g clip-path="url(#${id}-arch)"><use href="#${id}-fig" transform="translate(30,6)" filter="url(#${id}-sil)"/></g>`
      : ''
  }
  <g id="${id}-fig">${figure}</g>
  ${L.front}
  ${grain ? `<rect width="${W}" height="${H}" filter="url(#${id}-grain)" opacity=".55" style="mix-blend-mode:soft-light"/>` : ''}
</svg>`;
}

export const team = [
  { id: 'maya', name: 'Maya Okafor', role: 'Founder & Growth Lead', backdrop: 'ember' },
  { id: 'theo', name: 'Theo Lindqvist', role: 'Design Director', backdrop: 'sage' },
  { id: 'ana', name: 'Ana Ruiz', role: 'Lead Developer', backdrop: 'lilac' },
  { id: 'kenji', name: 'Kenji Mori', role: 'Performance Marketing', backdrop: 'ink' },
];
