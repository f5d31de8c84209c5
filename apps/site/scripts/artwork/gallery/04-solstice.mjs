// 04 — Solstice Coffee Roasters: brand identity sheet.
import { serif } from '../mockup-kit.mjs';

export function solstice() {
  const sun = (r, col, rays = true) => `
    <svg width="${r * 2 + 40}" height="${r + 34}" viewBox="${-r - 20} ${-r - 20} ${r * 2 + 40} ${r + 34}">
      ${
        rays
          ? Array.from({ length: 9 }, (_, i) => {
              const a = Math.PI + (i / 8) * Math.PI;
              return `<line x1="${Math.cos(a) * (r + 6)}" y1="${Math.sin(a) * (r + 6)}" x2="${Math.cos(a) * (r + 18)}" y2="${Math.sin(a) * (r + 18)}" stroke="${col}" stroke-width="${r / 9}" stroke-linecap="round"/>`;
            }).join('')
          : ''
      }
      <path d="M${-r},0 A${r},${r} 0 0 1 ${r},0Z" fill="${col}"/>
      <rect x="${-r - 20}" y="6" width="${r * 2 + 40}" height="${r / 6}" rx="${r / 12}" fill="${col}"/>
    </svg>`;
  const swatch = (name, hex, fg) =>
    `<div class="sw" style="background:${hex};color:${fg}"><b>${name}</b><span>${hex.toUpperCase()}</span></div>`;
  return {
    alt: 'Brand identity sheet for Solstice Coffee Roasters: a rising-sun logo, colour swatches, typography, a coffee bag and a round sticker.',
    css: `
    .canvas{background:#efe7d8;padding:36px;display:grid;gap:14px;grid-template-columns:1fr 1fr;grid-template-rows:370px 250px 1fr}
    .tile{border-radius:18px;overflow:hidden;position:relative}
    .hero{grid-column:1/3;background:#3a2418;color:#f3e6cf;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px}
    .hero .wm{font:800 78px Brico;font-stretch:75%;letter-spacing:.06em;line-height:1;margin-top:6px}
    .hero .sub{font:500 12px Inter;letter-spacing:.38em;text-transform:uppercase;color:#f2b233}
    .meta{position:absolute;left:22px;right:22px;bottom:18px;display:flex;justify-content:space-between;font:500 10.5px Inter;color:#b79f83;letter-spacing:.06em}
    .sws{display:grid;grid-template-columns:repeat(4,1fr);gap:0}
    .sw{display:flex;flex-direction:column;justify-content:flex-end;padding:14px 12px;gap:4px;font-size:10.5px}.sw b{font:700 14px Brico;letter-spacing:-.02em}.sw span{opacity:.75;font-family:ui-monospace,monospace}
    .type{background:#f7f1e6;padding:20px 22px;display:grid;grid-template-columns:1fr 1fr;gap:12px;color:#3a2418}
    .type div{display:flex;flex-direction:column;justify-content:space-between}
    .type .aa{font-size:96px;line-height:.9}.type small{font-size:10.5px;color:#8a6f57;line-height:1.5}.type small b{color:#3a2418;display:block;font-size:12px}
    .bag{background:#f2b233;display:grid;place-items:center}
    .stk{background:#7f9a6e;display:grid;place-items:center}`,
    html: `<div class="canvas">
      <div class="tile hero">${sun(64, '#f2b233')}<div class="wm">SOLSTICE</div><div class="sub">Coffee Roasters</div>
        <div class="meta"><span>BRAND GUIDELINES · V2.0</span><span>PRIMARY LOCKUP</span><span>EST. 2019 · PORTO</span></div></div>
      <div class="tile sws">${swatch('Roast', '#3a2418', '#f3e6cf')}${swatch('Sunrise', '#f2b233', '#3a2418')}${swatch('Crema', '#f3e6cf', '#3a2418')}${swatch('Leaf', '#7f9a6e', '#f3e6cf')}</div>
      <div class="tile type">
        <div><span class="aa d" style="font-weight:800">Aa</span><small><b>Bricolage Grotesque</b>Display · ExtraBold<br>Headlines &amp; packaging</small></div>
        <div><span class="aa" style="font-family:${serif}">Aa</span><small><b>DejaVu Serif</b>Text · Regular<br>Tasting notes &amp; menus</small></div>
      </div>
      <div class="tile bag">
        <svg width="318" height="250" viewBox="0 34 330 260">
          <ellipse cx="165" cy="286" rx="120" ry="10" fill="#3a2418" opacity=".18"/>
          <path d="M85,40 L245,40 L262,280 L68,280Z" fill="#3a2418"/>
          <path d="M85,40 L245,40 L248,62 L82,62Z" fill="#2a190f"/>
          <path d="M80,70 L250,70" stroke="#f2b233" stroke-width="2" stroke-dasharray="4 5"/>
          <rect x="104" y="110" width="122" height="128" rx="8" fill="#f3e6cf"/>
          <g transform="translate(165,158)"><path d="M-22,0 A22,22 0 0 1 22,0Z" fill="#f2b233"/><rect x="-28" y="3" width="56" height="4" rx="2" fill="#f2b233"/></g>
          <text x="165" y="186" text-anchor="middle" font-family="Brico" font-weight="800" font-size="17" letter-spacing="1.5" fill="#3a2418" style="font-stretch:75%">SOLSTICE</text>
          <text x="165" y="204" text-anchor="middle" font-family="Inter" font-weight="600" font-size="8.5" letter-spacing="1.2" fill="#8a6f57">ETHIOPIA · GUJI</text>
          <text x="165" y="222" text-anchor="middle" font-family="Inter" font-weight="500" font-size="8" fill="#8a6f57">Light roast · Peach, jasmine</text>
          <text x="165" y="262" text-anchor="middle" font-family="Inter" font-weight="600" font-size="9" letter-spacing="1" fill="#f3e6cf">250 G</text>
        </svg>
      </div>
      <div class="tile stk">
        <svg width="300" height="300" viewBox="-150 -150 300 300">
          <circle r="118" fill="#f3e6cf"/><circle r="118" fill="none" stroke="#3a2418" stroke-width="3" stroke-dasharray="2 6" transform="scale(.9)"/>
          <defs><path id="ring" d="M0,-86 A86,86 0 1 1 -0.1,-86"/></defs>
          <text font-family="Brico" font-weight="800" font-size="19" letter-spacing="4.2" fill="#3a2418" style="font-stretch:75%"><textPath href="#ring" textLength="532" lengthAdjust="spacing">GOOD MORNINGS · SINCE 2019 · PORTO ·</textPath></text>
          <g transform="translate(0,14)"><path d="M-38,0 A38,38 0 0 1 38,0Z" fill="#f2b233"/><rect x="-48" y="5" width="96" height="7" rx="3.5" fill="#3a2418"/></g>
        </svg>
      </div>
    </div>`,
  };
}
