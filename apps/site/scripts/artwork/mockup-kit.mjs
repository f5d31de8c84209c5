// Small HTML building blocks shared by the gallery mock-ups: device frames, icons, charts.

/** The serif the mock-ups set brand names and menus in. */
export const serif = `'DejaVu Serif', 'Liberation Serif', Georgia, serif`;

/** Desktop browser window. `style` positions it on the canvas; `page` is the site's HTML. */
export function browser({ url, style = '', page, dark = false, pageBg = '#fff' }) {
  return `<div class="browser ${dark ? 'dark' : ''}" style="${style}">
    <div class="bar"><i></i><i></i><i></i><span class="url">${lock}${url}</span></div>
    <div class="page" style="background:${pageBg}">${page}</div>
  </div>`;
}

/** Phone with a dynamic island. Content fills the 9:19.5-ish screen. */
export function phone({ style = '', screen, bg = '#fff', dark = false, time = '9:41', scale = 1 }) {
  const t = scale === 1 ? '' : `;transform:scale(${scale});transform-origin:0 0`;
  return `<div class="phone" style="${style}${t}">
    <div class="screen" style="background:${bg};color:${dark ? '#f6f3ec' : '#161411'}">
      <div class="status ${dark ? 'light' : ''}"><b>${time}</b><span class="island"></span><span class="sys">${signal}${battery}</span></div>
      ${screen}
    </div>
  </div>`;
}

const lock = `<svg width="9" height="11" viewBox="0 0 9 11"><rect x="0.5" y="4.5" width="8" height="6" rx="1.5" fill="currentColor"/><path d="M2.3 4.6V3.2a2.2 2.2 0 0 1 4.4 0v1.4" fill="none" stroke="currentColor" stroke-width="1.2"/></svg>`;
const signal = `<svg width="17" height="11" viewBox="0 0 17 11"><rect x="0" y="7" width="3" height="4" rx="1" fill="currentColor"/><rect x="4.5" y="5" width="3" height="6" rx="1" fill="currentColor"/><rect x="9" y="2.5" width="3" height="8.5" rx="1" fill="currentColor"/><rect x="13.5" y="0" width="3" height="11" rx="1" fill="currentColor"/></svg>`;
const battery = `<svg width="25" height="12" viewBox="0 0 25 12"><rect x="0.5" y="0.5" width="21" height="11" rx="3.5" fill="none" stroke="currentColor" opacity=".4"/><rect x="2" y="2" width="16" height="8" rx="2" fill="currentColor"/><rect x="23" y="4" width="1.6" height="4" rx=".8" fill="currentColor" opacity=".4"/></svg>`;

export const icon = {
  check: (col = 'currentColor') =>
    `<svg width="14" height="14" viewBox="0 0 14 14"><circle cx="7" cy="7" r="7" fill="${col}" opacity=".16"/><path d="M4 7.2l2 2 4-4.4" fill="none" stroke="${col}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  arrow: `<svg width="14" height="14" viewBox="0 0 14 14"><path d="M2 7h10M8 3l4 4-4 4" fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  search: `<svg width="14" height="14" viewBox="0 0 14 14"><circle cx="6" cy="6" r="4.5" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M9.5 9.5L13 13" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>`,
  bag: `<svg width="18" height="18" viewBox="0 0 18 18"><path d="M3 6h12l-1 10H4L3 6z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/><path d="M6.5 6V4.5a2.5 2.5 0 0 1 5 0V6" fill="none" stroke="currentColor" stroke-width="1.5"/></svg>`,
  star: (col = 'currentColor') =>
    `<svg width="13" height="13" viewBox="0 0 24 24"><path d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7L12 17.3 5.8 20.9l1.6-7L2 9.2l7.1-.6z" fill="${col}"/></svg>`,
  heart: `<svg width="22" height="22" viewBox="0 0 24 24"><path d="M12 21s-7.5-4.6-9.5-9.3C1 8 3.4 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.6 0 6 3.5 4.5 7.2C19.5 16.4 12 21 12 21z" fill="none" stroke="currentColor" stroke-width="1.8"/></svg>`,
  comment: `<svg width="22" height="22" viewBox="0 0 24 24"><path d="M21 11.5a8.5 8.5 0 0 1-12.6 7.4L3 20.5l1.7-5A8.5 8.5 0 1 1 21 11.5z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>`,
  send: `<svg width="22" height="22" viewBox="0 0 24 24"><path d="M22 3L10 14M22 3l-7 19-5-8-8-5 20-6z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>`,
  grid: `<svg width="16" height="16" viewBox="0 0 16 16"><rect x="1" y="1" width="6" height="6" rx="1.5" fill="currentColor"/><rect x="9" y="1" width="6" height="6" rx="1.5" fill="currentColor" opacity=".5"/><rect x="1" y="9" width="6" height="6" rx="1.5" fill="currentColor" opacity=".5"/><rect x="9" y="9" width="6" height="6" rx="1.5" fill="currentColor" opacity=".5"/></svg>`,
};

/**
 * Smooth SVG path (Catmull-Rom → cubic Bézier) through `values` laid out over width x height.
 * Returns { line, area } path strings. `min`/`max` fix the vertical scale.
 */
export function spline(values, width, height, { min, max, pad = 0 } = {}) {
  const lo = min ?? Math.min(...values);
  const hi = max ?? Math.max(...values);
  const pts = values.map((v, i) => [
    (i / (values.length - 1)) * width,
    pad + (1 - (v - lo) / (hi - lo)) * (height - pad * 2),
  ]);
  const r = (n) => Math.round(n * 10) / 10;
  let d = `M${r(pts[0][0])},${r(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r(c1[0])},${r(c1[1])} ${r(c2[0])},${r(c2[1])} ${r(p2[0])},${r(p2[1])}`;
  }
  return { line: d, area: `${d} L${width},${height} L0,${height}Z`, pts };
}

/** CSS shared by every gallery template. */
export const kitCss = `
.canvas{position:relative;width:800px;height:1000px;overflow:hidden}
.abs{position:absolute}
.browser{position:absolute;border-radius:14px;overflow:hidden;background:#fff;
  box-shadow:0 50px 100px -30px rgba(13,12,10,.45),0 18px 36px -18px rgba(13,12,10,.35),0 0 0 1px rgba(13,12,10,.08)}
.browser .bar{height:36px;display:flex;align-items:center;gap:7px;padding:0 14px;background:#efece6;border-bottom:1px solid rgba(0,0,0,.06);position:relative}
.browser .bar i{width:10px;height:10px;border-radius:50%;background:#d8d2c7}
.browser .bar i:first-child{background:#ff6b57}.browser .bar i:nth-child(2){background:#f5be3d}.browser .bar i:nth-child(3){background:#39c15a}
.browser .url{position:absolute;left:50%;top:7px;transform:translateX(-50%);height:22px;min-width:230px;padding:0 14px;border-radius:7px;background:#fff;
  font:500 11px/22px Inter;color:#6b6558;display:flex;gap:6px;align-items:center;justify-content:center}
.browser.dark{background:#141311;box-shadow:0 50px 100px -30px rgba(0,0,0,.6),0 0 0 1px rgba(255,255,255,.08)}
.browser.dark .bar{background:#1e1c19;border-bottom-color:rgba(255,255,255,.06)}
.browser.dark .bar i{background:#3a362f}
.browser.dark .url{background:#2a2722;color:#a39c8f}
.browser .page{position:absolute;left:0;right:0;top:36px;bottom:0;overflow:hidden}
.phone{position:absolute;border-radius:54px;background:#0d0c0a;padding:11px;
  box-shadow:0 60px 100px -30px rgba(13,12,10,.5),0 20px 40px -20px rgba(13,12,10,.4),inset 0 0 0 2px #3a362f}
.phone .screen{position:relative;width:100%;height:100%;border-radius:44px;overflow:hidden}
.phone .status{height:50px;display:flex;align-items:center;justify-content:space-between;padding:4px 28px 0 34px;font:600 15px Inter;position:relative}
.phone .status .island{position:absolute;left:50%;top:11px;width:104px;height:30px;border-radius:20px;background:#0d0c0a;transform:translateX(-50%)}
.phone .status .sys{display:flex;gap:6px;align-items:center}
.phone .status.light{color:#f6f3ec}
.pill{display:inline-flex;align-items:center;gap:6px;border-radius:999px}
.tnum{font-variant-numeric:tabular-nums}
`;
