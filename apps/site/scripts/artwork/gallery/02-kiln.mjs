// 02 — Kiln: dark analytics dashboard, bleeding off an ember backdrop.
import { browser, spline } from '../mockup-kit.mjs';

export function kiln() {
  const rev = [42, 44, 41, 47, 52, 50, 55, 61, 58, 64, 70, 67, 73, 80, 78, 86, 92, 89, 97, 104];
  const prev = [38, 40, 39, 41, 43, 42, 45, 46, 47, 48, 50, 49, 52, 53, 55, 54, 57, 58, 60, 61];
  const W = 560;
  const Hh = 200;
  const s1 = spline(rev, W, Hh, { min: 20, max: 112 });
  const s2 = spline(prev, W, Hh, { min: 20, max: 112 });
  const tip = s1.pts[14];
  const bars = [
    ['Paid social', 92, '#ff5b22'],
    ['Search', 74, '#f6f3ec'],
    ['Email', 51, '#c8b9ff'],
    ['Affiliates', 33, '#9fbfa3'],
    ['Organic', 27, '#6b6558'],
  ];
  const kpi = (label, val, delta, up = true) =>
    `<div class="kpi"><span>${label}</span><b class="d tnum">${val}</b><em class="${up ? 'up' : 'dn'}">${up ? '▲' : '▼'} ${delta}</em><small>vs last 30 days</small></div>`;
  const side = [
    'M3 10h14',
    'M4 4h12v12H4z',
    'M3 15l5-5 3 3 6-7',
    'M10 3a7 7 0 1 0 7 7h-7z',
    'M4 6h12M4 10h12M4 14h8',
  ];
  const page = `
    <aside><div class="mk">K</div>${side.map((d, i) => `<span class="${i === 2 ? 'on' : ''}"><svg width="20" height="20" viewBox="0 0 20 20"><path d="${d}" fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"/></svg></span>`).join('')}</aside>
    <main>
      <div class="top"><div><small>Workspace · Kiln Ceramics</small><h2 class="d">Revenue overview</h2></div><div class="rng"><span>Last 30 days</span><span class="on">Q3</span><span>YTD</span></div></div>
      <div class="kpis">${kpi('Revenue', '$482.9k', '18.2%')}${kpi('Orders', '6,214', '11.4%')}${kpi('Blended CAC', '$23.40', '9.1%', false)}</div>
      <div class="card chart">
        <div class="ch"><b>Net revenue</b><span><i style="background:#ff5b22"></i>This period <i style="background:#4a453c"></i>Previous</span></div>
        <svg width="${W}" height="${Hh + 24}" viewBox="0 -4 ${W} ${Hh + 28}" style="overflow:visible">
          <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5b22" stop-opacity=".38"/><stop offset="1" stop-color="#ff5b22" stop-opacity="0"/></linearGradient></defs>
          ${[0, 1, 2, 3].map((i) => `<line x1="0" x2="${W}" y1="${i * 66}" y2="${i * 66}" stroke="#2a2722" stroke-dasharray="3 5"/>`).join('')}
          <path d="${s1.area}" fill="url(#g)"/>
          <path d="${s2.line}" fill="none" stroke="#4a453c" stroke-width="2" stroke-dasharray="5 5"/>
          <path d="${s1.line}" fill="none" stroke="#ff5b22" stroke-width="3"/>
          <line x1="${tip[0]}" x2="${tip[0]}" y1="${tip[1]}" y2="${Hh}" stroke="#ff5b22" stroke-opacity=".5"/>
          <circle cx="${tip[0]}" cy="${tip[1]}" r="6" fill="#141311" stroke="#ff5b22" stroke-width="3"/>
          ${['Jul 1', 'Jul 15', 'Aug 1', 'Aug 15', 'Sep 1', 'Sep 15'].map((t, i) => `<text x="${i * (W / 5.3)}" y="${Hh + 20}" fill="#6b6558" font-size="10.5" font-family="Inter">${t}</text>`).join('')}
        </svg>
        <div class="tip" style="left:${tip[0] + 18 - 150}px;top:${tip[1] + 50 - 46}px"><small>Aug 24</small><b class="tnum">$21,480</b><em>▲ 32% launch week</em></div>
      </div>
      <div class="row">
        <div class="card"><div class="ch"><b>Revenue by channel</b><span>share</span></div>
          ${bars.map(([n, v, col]) => `<div class="chn"><span>${n}</span><i><u style="width:${v}%;background:${col}"></u></i><b class="tnum">${Math.round(v * 0.42)}%</b></div>`).join('')}</div>
        <div class="card"><div class="ch"><b>Top campaigns</b><span>ROAS</span></div>
          ${[
            ['Autumn glaze drop', '6.8x'],
            ['Studio seconds sale', '5.1x'],
            ['Creator bundle', '4.4x'],
            ['Retargeting · 7d', '3.9x'],
            ['Holiday pre-orders', '3.6x'],
            ['Wholesale leads', '2.8x'],
          ]
            .map(([n, r]) => `<div class="tr"><span>${n}</span><b class="tnum">${r}</b></div>`)
            .join('')}</div>
      </div>
    </main>`;
  return {
    alt: 'Kiln Ceramics revenue dashboard in dark mode: KPI tiles, an ember revenue chart with a tooltip and channel breakdowns, on an orange backdrop.',
    css: `
    .canvas{background:#ff5b22}
    .page{display:flex;color:#f6f3ec;font-size:12px}
    aside{width:64px;border-right:1px solid #24211d;display:flex;flex-direction:column;align-items:center;gap:10px;padding-top:18px;color:#6b6558}
    aside .mk{width:34px;height:34px;border-radius:10px;background:#ff5b22;color:#141311;font:800 18px/34px Brico;text-align:center;margin-bottom:14px}
    aside span{width:38px;height:38px;border-radius:10px;display:grid;place-items:center}aside .on{background:#24211d;color:#f6f3ec}
    main{flex:1;padding:22px 24px}
    .top{display:flex;justify-content:space-between;align-items:flex-end}
    .top small{color:#8e877a;font-size:11px}.top h2{font-size:30px;font-weight:700;margin-top:6px}
    .rng{display:flex;background:#1e1c19;border-radius:9px;padding:3px;font-weight:500;color:#8e877a;margin-right:60px}.rng span{padding:6px 11px;border-radius:7px}.rng .on{background:#34302a;color:#fff}
    .kpis{display:flex;gap:12px;margin:20px 0 12px}
    .kpi{flex:0 0 196px;background:#1b1916;border:1px solid #24211d;border-radius:14px;padding:14px 16px;display:grid;gap:6px}
    .kpi span{color:#8e877a}.kpi b{font-size:30px;font-weight:700}.kpi em{font-style:normal;font-weight:600;font-size:11.5px}.up{color:#7fd492}.dn{color:#7fd492}.kpi small{color:#6b6558;font-size:10.5px}
    .card{background:#1b1916;border:1px solid #24211d;border-radius:14px;padding:16px 18px;position:relative}
    .chart{width:620px}
    .ch{display:flex;justify-content:space-between;align-items:center;margin-bottom:14px}.ch b{font-size:13px}.ch span{color:#8e877a;display:flex;gap:6px;align-items:center}.ch i{width:8px;height:8px;border-radius:2px;display:inline-block;margin-left:8px}
    .tip{position:absolute;background:#f6f3ec;color:#141311;border-radius:10px;padding:9px 12px;display:grid;gap:2px;box-shadow:0 16px 30px -10px rgba(0,0,0,.6)}
    .tip small{color:#6b6558;font-size:10px}.tip b{font:700 17px Brico}.tip em{font-style:normal;color:#e84a12;font-size:10.5px;font-weight:600}
    .row{display:flex;gap:12px;margin-top:12px}.row .card{flex:0 0 304px}
    .chn{display:grid;grid-template-columns:74px 1fr 30px;align-items:center;gap:8px;margin:12px 0;color:#b5ad9f}.chn i{height:8px;background:#24211d;border-radius:4px;overflow:hidden}.chn u{display:block;height:100%;border-radius:4px}.chn b{text-align:right;color:#f6f3ec}
    .tr{display:flex;justify-content:space-between;padding:9px 0;border-top:1px solid #24211d;color:#b5ad9f}.tr b{color:#f6f3ec}`,
    html: `<div class="canvas">
      <svg class="abs" style="left:0;top:0" width="800" height="1000"><circle cx="720" cy="60" r="150" fill="#e84a12"/><circle cx="40" cy="990" r="90" fill="none" stroke="#161411" stroke-width="18"/></svg>
      ${browser({ url: 'app.kiln.studio/revenue', style: 'left:56px;top:92px;width:880px;height:1000px', page, dark: true, pageBg: '#141311' })}
    </div>`,
  };
}
