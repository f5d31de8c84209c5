// Editorial flat-vector team portraits, drawn as hand-built SVG: the kit's construction (portrait-kit.mjs) dressed
// as each person (people.mjs), composed with the backdrop, the arch and the print grain.
import { CX, H, SHADOW_PLANE, W, accentShape, face, headPath } from './portrait-kit.mjs';
import { layerFns, people } from './people.mjs';

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
