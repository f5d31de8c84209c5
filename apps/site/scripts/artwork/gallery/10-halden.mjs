// 10 — Halden Home: quarterly growth report, on sage.
import { spline } from '../mockup-kit.mjs';

export function halden() {
  const cur = [30, 32, 31, 35, 34, 38, 52, 58, 61, 66, 70, 74, 79];
  const old = [28, 29, 29, 30, 31, 31, 32, 33, 33, 34, 35, 35, 36];
  const W = 612;
  const Hh = 220;
  const a = spline(cur, W, Hh, { min: 20, max: 84 });
  const b = spline(old, W, Hh, { min: 20, max: 84 });
  const ev = a.pts[6];
  const funnel = [
    ['Sessions', '184.2k', 100],
    ['Product views', '96.4k', 52],
    ['Add to cart', '21.6k', 24],
    ['Checkout', '9.4k', 12],
    ['Orders', '6.1k', 8],
  ];
  const mix = [
    ['Paid social', 38, '#ff5b22'],
    ['Search', 27, '#161411'],
    ['Email & SMS', 21, '#c8b9ff'],
    ['Organic', 14, '#9fbfa3'],
  ];
  let off = 0;
  const C = 2 * Math.PI * 52;
  const donut = mix
    .map(([, v, col]) => {
      const seg = `<circle r="52" fill="none" stroke="${col}" stroke-width="22" stroke-dasharray="${(v / 100) * C - 2} ${C}" stroke-dashoffset="${-off}" transform="rotate(-90)"/>`;
      off += (v / 100) * C;
      return seg;
    })
    .join('');
  return {
    alt: 'Quarterly growth report for Halden Home: revenue +146%, ROAS 5.2x and CAC −38%, a year-over-year revenue chart, a conversion funnel and channel mix, on sage green.',
    css: `
    .canvas{background:#9fbfa3}
    .rep{position:absolute;left:40px;top:44px;width:720px;height:912px;background:#f6f3ec;border-radius:26px;padding:32px 34px;color:#161411;font-size:12px;
      box-shadow:0 50px 90px -30px rgba(30,50,34,.55)}
    .rh{display:flex;justify-content:space-between;align-items:center}.rh .br{display:flex;gap:10px;align-items:center;font:700 15px Brico;letter-spacing:-.02em}.rh .br i{font-style:normal;color:#8e877a;font-weight:400}
    .rh .q{background:#161411;color:#f6f3ec;padding:7px 12px;border-radius:999px;font-weight:600;font-size:11px}
    h2{font:800 50px/.95 Brico;letter-spacing:-.045em;margin:26px 0 8px}.sub{color:#6b6558;font-size:13px}
    .kp{display:grid;grid-template-columns:1.25fr 1fr 1fr;gap:10px;margin:22px 0 14px}
    .k{border-radius:18px;padding:16px 18px;background:#ebe6dc}.k small{color:#6b6558;font-weight:500}.k b{display:block;font:800 44px/1 Brico;letter-spacing:-.05em;margin:10px 0 4px}.k span{font-size:11px;color:#6b6558}
    .k.hi{background:#ff5b22;color:#161411}.k.hi small,.k.hi span{color:#3a1406}
    .card{border:1px solid #e0d9cc;border-radius:18px;padding:16px 18px;background:#fff;position:relative}
    .ct{display:flex;justify-content:space-between;margin-bottom:12px}.ct b{font-size:13px}.ct span{color:#8e877a;display:flex;gap:12px}.ct i{display:inline-block;width:14px;height:3px;border-radius:2px;vertical-align:middle;margin-right:5px}
    .ann{position:absolute;background:#161411;color:#f6f3ec;border-radius:8px;padding:6px 9px;font-size:10.5px;font-weight:500;white-space:nowrap}
    .row{display:grid;grid-template-columns:1.35fr 1fr;gap:10px;margin-top:10px}
    .fn{display:grid;grid-template-columns:86px 1fr 44px;gap:8px;align-items:center;margin:9px 0;color:#4a453c}.fn i{height:16px;border-radius:5px;background:#161411;display:block}.fn b{text-align:right}
    .foot{position:absolute;left:34px;right:34px;bottom:26px;display:flex;justify-content:space-between;color:#8e877a;font-size:10.5px}
    .dn{display:flex;gap:14px;align-items:center}.lg{display:grid;gap:8px;font-size:11.5px;color:#4a453c}.lg span{display:flex;gap:8px;align-items:center;white-space:nowrap}.lg i{width:10px;height:10px;border-radius:3px}.lg b{margin-left:auto;color:#161411;padding-left:8px}`,
    html: `<div class="canvas">
      <svg class="abs" width="800" height="1000"><circle cx="760" cy="40" r="120" fill="#b3cdb6"/></svg>
      <div class="rep">
        <div class="rh"><div class="br">Halden Home <i>×</i> Outpace</div><span class="q">Q3 2025 · Growth report</span></div>
        <h2>Revenue more than<br>doubled, at lower cost.</h2>
        <p class="sub">Paid social relaunch, new product pages and lifecycle email — July to September.</p>
        <div class="kp">
          <div class="k hi"><small>Online revenue</small><b class="tnum">+146%</b><span>€1.12M vs €455k in Q3 2024</span></div>
          <div class="k"><small>Blended ROAS</small><b class="tnum">5.2x</b><span>up from 2.9x</span></div>
          <div class="k"><small>CAC</small><b class="tnum">−38%</b><span>€31 → €19</span></div>
        </div>
        <div class="card">
          <div class="ct"><b>Weekly revenue</b><span><span><i style="background:#161411"></i>2025</span><span><i style="background:#b5ad9f"></i>2024</span></span></div>
          <svg width="${W}" height="${Hh + 22}" style="overflow:visible">
            ${[0, 1, 2, 3, 4].map((i) => `<line x1="0" x2="${W}" y1="${i * 55 + 1}" y2="${i * 55 + 1}" stroke="#efe9de"/>`).join('')}
            <path d="${a.area}" fill="#ff5b22" opacity=".08"/>
            <path d="${b.line}" fill="none" stroke="#b5ad9f" stroke-width="2.5" stroke-dasharray="6 6"/>
            <path d="${a.line}" fill="none" stroke="#161411" stroke-width="3"/>
            <line x1="${ev[0]}" x2="${ev[0]}" y1="0" y2="${Hh}" stroke="#ff5b22" stroke-width="1.5" stroke-dasharray="3 4"/>
            <circle cx="${ev[0]}" cy="${ev[1]}" r="6" fill="#ff5b22" stroke="#fff" stroke-width="3"/>
            ${['Jul', 'Aug', 'Sep'].map((m, i) => `<text x="${i * W * 0.333}" y="${Hh + 20}" font-size="10.5" font-family="Inter" fill="#8e877a">${m}</text>`).join('')}
          </svg>
          <div class="ann" style="left:${ev[0] + 28}px;top:44px">Creative refresh · Aug 12</div>
        </div>
        <div class="row">
          <div class="card"><div class="ct"><b>Conversion funnel</b><span>CVR 3.3%</span></div>
            ${funnel.map(([n, v, w], i) => `<div class="fn"><span>${n}</span><i style="width:${w}%;opacity:${1 - i * 0.16}"></i><b class="tnum">${v}</b></div>`).join('')}</div>
          <div class="card"><div class="ct"><b>Revenue by channel</b></div>
            <div class="dn"><svg width="112" height="112" viewBox="-65 -65 130 130">${donut}</svg>
              <div class="lg">${mix.map(([n, v, col]) => `<span><i style="background:${col}"></i>${n}<b>${v}%</b></span>`).join('')}</div></div></div>
        </div>
        <div class="foot"><span>Prepared by Outpace · Growth &amp; Performance</span><span>Source: Shopify, Meta Ads, Google Ads, Klaviyo</span></div>
      </div>
    </div>`,
  };
}
