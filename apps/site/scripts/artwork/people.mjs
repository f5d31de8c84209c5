// The people of the team portraits: each one's colours, proportions and features, and the layers (hair, clothes,
// accessories) that make them individuals on the shared construction of portrait-kit.mjs.
import { c } from './lib.mjs';
import { CX, H, body, cloud, f } from './portrait-kit.mjs';

export const people = {
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

// Per-person layers. Each returns { back, body, front } SVG fragments.

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

export const layerFns = { maya: layersMaya, theo: layersTheo, ana: layersAna, kenji: layersKenji };
