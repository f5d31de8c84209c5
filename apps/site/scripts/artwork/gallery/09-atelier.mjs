// 09 — Atelier: a website template the studio sells (architecture portfolio), on ink.
import { browser, phone } from '../mockup-kit.mjs';

function archArt(w, h, v) {
  const pal = [
    ['#e3c9a6', '#c4623d', '#2b2622', '#f1ece4'],
    ['#8fa58a', '#e9dfcf', '#2b2622', '#c4623d'],
    ['#c4623d', '#f0d9bd', '#2b2622', '#e3c9a6'],
    ['#d9d3c7', '#6f7f8c', '#2b2622', '#c4623d'],
  ][v % 4];
  const [bg, a, ink, hi] = pal;
  const art = [
    // arched doorway with stairs
    `<rect width="300" height="300" fill="${bg}"/><circle cx="220" cy="70" r="34" fill="${hi}"/><path d="M90,300 L90,140 A60,60 0 0 1 210,140 L210,300Z" fill="${a}"/><path d="M110,300 L110,150 A40,40 0 0 1 190,150 L190,300Z" fill="${ink}"/><path d="M60,300 L60,280 L240,280 L240,300Z M80,280 L80,262 L220,262 L220,280Z" fill="${hi}"/>`,
    // colonnade
    `<rect width="300" height="300" fill="${bg}"/>${[0, 1, 2, 3].map((i) => `<path d="M${30 + i * 66},300 L${30 + i * 66},150 A24,24 0 0 1 ${78 + i * 66},150 L${78 + i * 66},300Z" fill="${a}"/>`).join('')}<rect x="0" y="268" width="300" height="32" fill="${ink}"/><circle cx="250" cy="60" r="22" fill="${hi}"/>`,
    // round window and shadow
    `<rect width="300" height="300" fill="${bg}"/><path d="M0,300 L300,120 L300,300Z" fill="${hi}" opacity=".6"/><circle cx="150" cy="140" r="78" fill="${a}"/><circle cx="150" cy="140" r="56" fill="${ink}"/><path d="M150,84 L150,196 M94,140 L206,140" stroke="${a}" stroke-width="6"/><rect x="60" y="250" width="180" height="14" fill="${ink}"/>`,
    // stair composition
    `<rect width="300" height="300" fill="${bg}"/><path d="M0,300 L0,240 L60,240 L60,190 L120,190 L120,140 L180,140 L180,90 L240,90 L240,40 L300,40 L300,300Z" fill="${a}"/><path d="M0,300 L0,270 L90,270 L90,230 L160,230 L160,300Z" fill="${ink}"/><circle cx="70" cy="80" r="30" fill="${hi}"/>`,
  ][v % 4];
  return `<svg width="${w}" height="${h}" viewBox="0 0 300 300" preserveAspectRatio="xMidYMid slice" style="display:block">${art}</svg>`;
}
export function atelier() {
  const home = `
    <div class="an"><b>Atelier Nord</b><span>Work</span><span>Studio</span><span>Journal</span><span class="ct">Contact</span></div>
    <div class="ah"><h3 class="d">Spaces that<br>people remember.</h3><p>Architecture &amp; interiors<br>from Copenhagen, since 2011.</p></div>
    <div class="ai"><div style="flex:1.4">${archArt(380, 240, 0)}</div><div style="flex:1">${archArt(260, 240, 1)}</div></div>`;
  const work = `
    <div class="an"><b>Atelier Nord</b><span class="on">Work</span><span>Studio</span><span>Journal</span><span class="ct">Contact</span></div>
    <div class="wh"><h3 class="d">Selected work</h3><span>All · Residential · Public · Retail</span></div>
    <div class="wg">${[
      ['Halle 7', 'Aarhus, 2023'],
      ['The Round House', 'Bergen, 2023'],
      ['Trappen', 'Malmö, 2022'],
      ['Casa Alva', 'Porto, 2024'],
      ['Kiosk No. 4', 'Oslo, 2022'],
      ['Villa Sol', 'Mallorca, 2021'],
    ]
      .map(([n, m], i) => `<div>${archArt(200, 150, i + 1)}<b>${n}</b><span>${m}</span></div>`)
      .join('')}</div>`;
  const mob = `
    <div style="padding:6px 18px 0;display:flex;justify-content:space-between;font:700 15px Inter"><b>Atelier Nord</b><span>☰</span></div>
    <h3 class="d" style="font-size:36px;padding:22px 18px 16px;line-height:.95">Spaces that people remember.</h3>
    <div style="margin:0 14px;border-radius:16px;overflow:hidden">${archArt(324, 300, 2)}</div>
    <div style="margin:14px;display:flex;justify-content:space-between;font-size:13px"><b>Casa Alva</b><span style="color:#8e877a">Porto, 2024</span></div>`;
  return {
    alt: 'Atelier, a portfolio website template for architecture studios, shown as desktop home and project pages plus a mobile view, on a near-black backdrop.',
    css: `
    .canvas{background:#0d0c0a;color:#f6f3ec}
    .lab{position:absolute;left:56px;top:56px}
    .lab small{font:600 11px Inter;letter-spacing:.14em;text-transform:uppercase;color:#ff5b22}
    .lab h2{font:800 84px/.9 Brico;letter-spacing:-.05em;margin:12px 0 12px}
    .lab p{color:#b5ad9f;font-size:14px;line-height:1.5}
    .price{position:absolute;right:56px;top:70px;text-align:right}
    .price b{display:block;font:800 44px Brico;letter-spacing:-.04em}.price span{display:inline-block;margin-top:8px;background:#ff5b22;color:#0d0c0a;font:600 12px Inter;padding:8px 14px;border-radius:999px}
    .an{display:flex;gap:18px;align-items:center;padding:16px 22px;font-size:11.5px;color:#6b6558}.an b{font:700 15px Brico;color:#2b2622;margin-right:auto;letter-spacing:-.02em}.an .on{color:#2b2622;text-decoration:underline}.an .ct{border:1px solid #2b2622;color:#2b2622;padding:5px 12px;border-radius:999px}
    .ah{display:flex;justify-content:space-between;align-items:flex-end;padding:20px 22px 22px;color:#2b2622}.ah h3{font-size:48px;font-weight:700}.ah p{font-size:11.5px;color:#6b6558;text-align:right;line-height:1.5}
    .ai{display:flex;gap:10px;padding:0 22px}.ai div{border-radius:10px;overflow:hidden}
    .wh{display:flex;justify-content:space-between;align-items:baseline;padding:14px 22px 16px;color:#2b2622}.wh h3{font-size:34px;font-weight:700}.wh span{font-size:11px;color:#6b6558}
    .wg{display:grid;grid-template-columns:1fr 1fr 1fr;gap:16px 12px;padding:0 22px;color:#2b2622;font-size:11px}.wg div{display:grid;grid-template-columns:1fr auto;gap:6px 0}.wg svg{grid-column:1/3;border-radius:8px}.wg span{color:#8e877a}`,
    html: `<div class="canvas">
      <div class="lab"><small>Outpace Templates</small><h2>Atelier</h2><p>Portfolio template for architecture<br>&amp; interior studios · 9 pages</p></div>
      <div class="price"><b>$79</b><span>Framer · Webflow</span></div>
      ${browser({ url: 'ateliernord.studio/work', style: 'left:196px;top:250px;width:650px;height:520px', page: work, pageBg: '#f1ece4' })}
      ${browser({ url: 'ateliernord.studio', style: 'left:40px;top:510px;width:600px;height:450px', page: home, pageBg: '#f1ece4' })}
      ${phone({ style: 'left:578px;top:610px;width:352px;height:740px', screen: mob, bg: '#f1ece4', scale: 0.6 })}
    </div>`,
  };
}
