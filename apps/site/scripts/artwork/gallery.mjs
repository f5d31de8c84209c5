// Twelve portfolio mock-ups (800x1000) for the scroll gallery. All clients, numbers and copy are invented.
// Art direction: one dominant backdrop colour per piece, crisp UI rendered in real type, soft deep shadows.
import { browser, phone, icon, spline, kitCss } from './mockup-kit.mjs';

const serif = `'DejaVu Serif', 'Liberation Serif', Georgia, serif`;

// ---------------------------------------------------------------------------------------------------
// 01 — Fernbank: fintech pricing page, deep green.
function fernbank() {
  const lime = '#c9f36d';
  const plan = (name, price, blurb, feats, hi = false) => `
    <div class="plan ${hi ? 'hi' : ''}">
      ${hi ? '<span class="badge">Most popular</span>' : ''}
      <div class="pn">${name}</div>
      <div class="pp"><b class="d">${price}</b><span>/mo</span></div>
      <p class="pb">${blurb}</p>
      <div class="btn">${hi ? 'Start 30-day trial' : price === '$0' ? 'Open free account' : 'Talk to sales'}</div>
      <ul>${feats.map((f) => `<li>${icon.check(hi ? '#0e3b2c' : lime)}${f}</li>`).join('')}</ul>
    </div>`;
  const page = `
    <nav><span class="logo"><svg width="22" height="22" viewBox="0 0 22 22"><path d="M11 1c5 4 7 8 7 12a7 7 0 0 1-14 0c0-4 2-8 7-12z" fill="${lime}"/><path d="M11 7v14" stroke="#0e3b2c" stroke-width="2"/></svg>fernbank</span>
      <span class="links"><a>Accounts</a><a>Cards</a><a>Treasury</a><a class="on">Pricing</a></span>
      <span class="act"><a>Sign in</a><b>Open account</b></span></nav>
    <header>
      <span class="eyebrow">Pricing</span>
      <h1 class="d">Banking that scales<br>with your treasury.</h1>
      <p>No setup fees, no minimums. Every plan includes multi-currency<br>accounts, virtual cards and same-day transfers.</p>
      <div class="toggle"><span>Monthly</span><span class="on">Yearly <em>−20%</em></span></div>
    </header>
    <section class="plans">
      ${plan('Starter', '$0', 'For new companies getting their finances set up.', ['2 team seats', 'Virtual cards', 'Bill pay', 'Basic reporting'])}
      ${plan('Growth', '$49', 'For scaling teams that need control and insight.', ['10 team seats', 'Spend policies', 'Accounting sync', 'Cashflow forecasts', 'Priority support'], true)}
      ${plan('Scale', '$199', 'For multi-entity finance operations.', ['Unlimited seats', 'Treasury yield 4.1%', 'Multi-entity', 'SSO &amp; audit log'])}
    </section>
    <footer><span>Trusted by 12,000+ finance teams</span>
      <div class="logos"><b style="font-family:${serif};font-style:italic">Larkspur</b><b style="letter-spacing:.2em;font-weight:800">MERIDIAN</b><b style="font-weight:500">tessel°</b><b class="d" style="font-weight:700">Quayside</b></div></footer>`;
  return {
    alt: 'Pricing page for Fernbank, a fintech SaaS: three plans with a highlighted lime “Growth” tier on a deep green page.',
    css: `
    .canvas{background:#d3e4d5}
    .blob{position:absolute;border-radius:50%}
    .page{color:#e6f1e8}
    nav{display:flex;align-items:center;justify-content:space-between;padding:22px 34px;font-size:12.5px}
    .logo{display:flex;align-items:center;gap:8px;font:700 21px Brico;letter-spacing:-.03em;color:#fff}
    .links{display:flex;gap:22px;opacity:.75}.links .on{opacity:1;color:${lime};}
    .act{display:flex;gap:16px;align-items:center}.act b{background:${lime};color:#0e3b2c;padding:8px 14px;border-radius:999px;font-weight:600}
    header{text-align:center;padding:22px 40px 24px}
    .eyebrow{display:inline-block;font:600 11px Inter;letter-spacing:.12em;text-transform:uppercase;color:${lime};border:1px solid rgba(201,243,109,.35);padding:6px 12px;border-radius:999px}
    h1{font-size:54px;font-weight:700;color:#fff;margin:18px 0 16px;line-height:.98}
    header p{font-size:13.5px;line-height:1.55;opacity:.72}
    .toggle{display:inline-flex;margin-top:22px;background:rgba(255,255,255,.08);border-radius:999px;padding:4px;font:600 12px Inter}
    .toggle span{padding:7px 16px;border-radius:999px;opacity:.7}.toggle .on{background:#fff;color:#0e3b2c;opacity:1}.toggle em{font-style:normal;color:#2f8a4f}
    .plans{display:flex;gap:14px;padding:8px 30px 0;align-items:flex-start}
    .plan{flex:1;position:relative;border-radius:18px;padding:22px 18px;background:rgba(255,255,255,.055);border:1px solid rgba(255,255,255,.1)}
    .plan.hi{background:${lime};color:#0e3b2c;border:0;transform:translateY(-10px);box-shadow:0 30px 60px -20px rgba(0,0,0,.5)}
    .badge{position:absolute;top:18px;right:16px;font:600 10px Inter;background:#0e3b2c;color:${lime};padding:5px 9px;border-radius:999px}
    .pn{font:600 14px Inter}
    .pp{margin:14px 0 8px;display:flex;align-items:baseline;gap:4px}.pp b{font-size:44px;font-weight:700}.pp span{font-size:12px;opacity:.7}
    .pb{font-size:11.5px;line-height:1.45;opacity:.75;min-height:34px}
    .btn{margin:16px 0 18px;text-align:center;font:600 12px Inter;padding:10px;border-radius:10px;border:1px solid rgba(255,255,255,.22)}
    .hi .btn{background:#0e3b2c;color:#fff;border:0}
    ul{list-style:none;display:grid;gap:10px;font-size:12px}li{display:flex;gap:8px;align-items:center}
    footer{position:absolute;bottom:0;left:0;right:0;padding:0 34px 26px;display:flex;flex-direction:column;align-items:center;gap:14px;font-size:11.5px;opacity:.9}
    footer>span{opacity:.6}.logos{display:flex;gap:40px;font-size:18px;color:#e6f1e8;opacity:.6}`,
    html: `<div class="canvas">
      <div class="blob" style="width:560px;height:560px;left:-180px;top:-200px;background:#c2d9c5"></div>
      <div class="blob" style="width:240px;height:240px;right:-60px;bottom:-70px;background:#ff5b22"></div>
      ${browser({ url: 'fernbank.com/pricing', style: 'left:48px;top:70px;width:704px;height:860px', page, pageBg: '#0e3b2c' })}
    </div>`,
  };
}

// ---------------------------------------------------------------------------------------------------
// 02 — Kiln: dark analytics dashboard, bleeding off an ember backdrop.
function kiln() {
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

// ---------------------------------------------------------------------------------------------------
// 03 — Tempo: running app on lilac.
function tempo() {
  const days = [
    [5.2, 'M'],
    [0, 'T'],
    [8.1, 'W'],
    [3.4, 'T'],
    [0, 'F'],
    [12.6, 'S'],
    [3.1, 'S'],
  ];
  const route = 'M40,150 C70,120 60,80 100,70 C140,60 150,100 190,96 C230,92 236,50 262,40';
  const screen = `
    <div class="app">
      <div class="hello"><div><small>Saturday, 14 Sep</small><h3 class="d">Morning, Priya</h3></div><span class="av">P</span></div>
      <div class="week">
        <div class="wk"><small>This week</small><span class="pill">Goal 40 km</span></div>
        <div class="big"><b class="d tnum">32.4</b><span>km</span></div>
        <div class="prog"><i style="width:81%"></i></div>
        <div class="days">${days.map(([v, d], i) => `<div><i style="height:${Math.max(4, v * 5.2)}px;${i === 5 ? 'background:#ff5b22' : ''}"></i><span>${d}</span></div>`).join('')}</div>
      </div>
      <div class="map">
        <svg width="292" height="170" viewBox="0 0 292 170">
          <rect width="292" height="170" fill="#e9f0e4"/>
          <path d="M0,120 C80,110 120,150 292,128 L292,170 L0,170Z" fill="#b8d3e6"/>
          <g stroke="#fff" stroke-width="7" fill="none"><path d="M-10,40 L300,70"/><path d="M120,-10 L150,180"/><path d="M220,-10 L200,120"/></g>
          <g stroke="#fff" stroke-width="3" fill="none" opacity=".9"><path d="M-10,90 L300,20"/><path d="M60,-10 L40,180"/></g>
          <rect x="160" y="10" width="40" height="30" rx="6" fill="#cfe2c7"/>
          <path d="${route}" fill="none" stroke="#ff5b22" stroke-width="5" stroke-linecap="round"/>
          <circle cx="40" cy="150" r="7" fill="#161411"/><circle cx="262" cy="40" r="8" fill="#fff" stroke="#ff5b22" stroke-width="4"/>
        </svg>
        <div class="mi"><div><b>Riverside loop</b><small>Today · 7:12</small></div><div class="st"><span><b class="tnum">8.2</b>km</span><span><b class="tnum">5'12"</b>/km</span><span><b class="tnum">154</b>bpm</span></div></div>
      </div>
      <div class="cta">Start run ${icon.arrow}</div>
      <div class="home"></div>
    </div>`;
  return {
    alt: 'Tempo running app on an iPhone against a lilac backdrop: weekly distance of 32.4 km, daily bars, a route map and a “Start run” button.',
    css: `
    .canvas{background:#c8b9ff}
    .app{padding:8px 20px 0;font-size:12px}
    .hello{display:flex;justify-content:space-between;align-items:center;margin:8px 0 16px}.hello small{color:#6b6558}.hello h3{font-size:27px;font-weight:700;margin-top:4px}
    .av{width:40px;height:40px;border-radius:50%;background:#9fbfa3;display:grid;place-items:center;font:700 16px Brico}
    .week{background:#161411;color:#f6f3ec;border-radius:24px;padding:18px}
    .wk{display:flex;justify-content:space-between;align-items:center}.wk small{color:#b5ad9f}.wk .pill{background:#2a2722;padding:5px 10px;font-size:10.5px;font-weight:600}
    .big{display:flex;align-items:baseline;gap:6px;margin:6px 0 10px}.big b{font-size:64px;font-weight:800;letter-spacing:-.02em}.big span{font-size:16px;color:#b5ad9f}
    .prog{height:6px;border-radius:3px;background:#34302a}.prog i{display:block;height:100%;border-radius:3px;background:#c8b9ff}
    .days{display:flex;justify-content:space-between;align-items:flex-end;height:92px;margin-top:12px}
    .days div{display:flex;flex-direction:column;align-items:center;gap:6px;width:22px}.days i{width:14px;border-radius:7px;background:#4a453c}.days span{font-size:10.5px;color:#8e877a}
    .map{margin-top:14px;border-radius:22px;overflow:hidden;background:#fff;box-shadow:0 1px 0 rgba(0,0,0,.05)}
    .map svg{display:block}
    .mi{padding:12px 14px 14px}.mi b{font-size:13px}.mi small{display:block;color:#8e877a;margin-top:2px}
    .st{display:flex;gap:14px;margin-top:10px;color:#6b6558}.st b{font:700 18px Brico;color:#161411;margin-right:3px}
    .home{width:130px;height:5px;border-radius:3px;background:#161411;margin:16px auto 0}
    .cta{margin-top:14px;background:#ff5b22;color:#fff;border-radius:18px;padding:16px;text-align:center;font:600 15px Inter;display:flex;gap:8px;justify-content:center;align-items:center}
    .float{position:absolute;background:#f6f3ec;border-radius:20px;padding:16px 18px;box-shadow:0 30px 60px -20px rgba(13,12,10,.45);font-size:12px}
    .float small{color:#6b6558}.float b{display:block;font:700 26px Brico;letter-spacing:-.03em;margin:4px 0}`,
    html: `<div class="canvas">
      <svg class="abs" width="800" height="1000"><circle cx="400" cy="520" r="330" fill="#b7a5fb"/><circle cx="690" cy="150" r="60" fill="#ff5b22"/><rect x="60" y="780" width="140" height="140" rx="70" fill="#9fbfa3"/></svg>
      ${phone({ style: 'left:224px;top:96px;width:352px;height:760px', screen, bg: '#f6f3ec' })}
      <div class="float" style="left:70px;top:250px;transform:rotate(-4deg)"><small>Personal best</small><b class="tnum">10K · 48:21</b><span style="color:#e84a12;font-weight:600">−1:06 vs last month</span></div>
      <div class="float" style="right:64px;top:640px;transform:rotate(3deg);background:#161411;color:#f6f3ec"><small style="color:#b5ad9f">Streak</small><b>12 days</b><span style="color:#c8b9ff">Keep it up, Priya</span></div>
    </div>`,
  };
}

// ---------------------------------------------------------------------------------------------------
// 04 — Solstice Coffee Roasters: brand identity sheet.
function solstice() {
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

// ---------------------------------------------------------------------------------------------------
// 05 — Mira Skin: paid-social ad creative with campaign results, on ink.
function mira() {
  const spark = spline([12, 14, 13, 18, 17, 22, 26, 25, 31, 36, 35, 42], 150, 40, { pad: 3 });
  return {
    alt: 'Instagram ad for Mira Skin’s barrier serum beside campaign results cards — +212% ROAS, −41% CPA, 3.8% click-through rate — on a near-black backdrop.',
    css: `
    .canvas{background:#161411;color:#f6f3ec}
    .post{position:absolute;left:58px;top:112px;width:450px;background:#fff;color:#161411;border-radius:22px;overflow:hidden;transform:rotate(-3deg);
      box-shadow:0 60px 100px -30px rgba(0,0,0,.7)}
    .ph{display:flex;align-items:center;gap:10px;padding:12px 14px;font-size:12.5px}.ph .av{width:32px;height:32px;border-radius:50%;background:#f4c6ae;display:grid;place-items:center;font:700 13px Brico;color:#7a3b22}
    .ph small{display:block;color:#8e877a;font-size:10.5px}.ph .more{margin-left:auto;letter-spacing:2px;font-weight:700;color:#6b6558}
    .img{position:relative;height:480px;background:#f7c9ae;overflow:hidden}
    .img h4{position:absolute;left:26px;top:26px;font:800 44px/0.92 Brico;letter-spacing:-.045em;color:#5a2414}
    .img .tag{position:absolute;left:26px;bottom:24px;background:#5a2414;color:#fbe3d6;font:600 11px Inter;padding:7px 12px;border-radius:999px}
    .shop{display:flex;justify-content:space-between;align-items:center;padding:12px 14px;background:#ffe8dc;color:#5a2414;font:600 13px Inter;border-bottom:1px solid #f3d5c4}
    .acts{display:flex;gap:14px;padding:12px 14px 6px;color:#161411}.acts span:last-child{margin-left:auto}
    .cap{padding:0 14px 16px;font-size:12px;line-height:1.45}.cap b{font-weight:600}
    .m{position:absolute;border-radius:22px;padding:20px 22px;box-shadow:0 40px 70px -25px rgba(0,0,0,.7)}
    .m small{font:600 10.5px Inter;letter-spacing:.12em;text-transform:uppercase;opacity:.7}
    .m b{display:block;font:800 64px/1 Brico;letter-spacing:-.05em;margin:10px 0 6px}
    .m span{font-size:12px;opacity:.8}
    .hd{position:absolute;left:62px;bottom:56px;right:62px;display:flex;justify-content:space-between;align-items:flex-end;font-size:12px;color:#8e877a}
    .hd b{display:block;font:700 22px Brico;letter-spacing:-.03em;color:#f6f3ec;margin-bottom:4px}`,
    html: `<div class="canvas">
      <svg class="abs" width="800" height="1000"><circle cx="690" cy="210" r="250" fill="#221f1a"/></svg>
      <div class="post">
        <div class="ph"><span class="av">M</span><div><b>mira.skin</b><small>Sponsored</small></div><span class="more">···</span></div>
        <div class="img">
          <svg class="abs" style="left:0;top:30px" width="450" height="450" viewBox="0 0 440 440">
            <circle cx="300" cy="250" r="150" fill="#fbd9c6"/>
            <ellipse cx="290" cy="402" rx="110" ry="14" fill="#c98a6c" opacity=".35"/>
            <rect x="236" y="130" width="28" height="40" rx="4" fill="#5a2414"/>
            <path d="M250,100 L250,130 M236,104 L272,104 L272,114 L250,114" stroke="#5a2414" stroke-width="10" fill="none" stroke-linejoin="round"/>
            <rect x="206" y="166" width="88" height="236" rx="30" fill="#fff6ef"/>
            <rect x="206" y="166" width="88" height="236" rx="30" fill="url(#gl)"/>
            <rect x="222" y="232" width="56" height="110" rx="6" fill="#ff7a45"/>
            <text x="250" y="262" text-anchor="middle" font-family="Brico" font-weight="800" font-size="16" fill="#fff" letter-spacing="-.5">mira</text>
            <text x="250" y="324" text-anchor="middle" font-family="Inter" font-weight="600" font-size="6.5" fill="#fff" letter-spacing=".6">BARRIER SERUM</text>
            <text x="250" y="334" text-anchor="middle" font-family="Inter" font-size="6" fill="#fff" opacity=".8">30 ml</text>
            <rect x="316" y="250" width="64" height="152" rx="22" fill="#ff9b6e"/>
            <rect x="326" y="224" width="44" height="30" rx="8" fill="#5a2414"/>
            <text x="348" y="330" text-anchor="middle" font-family="Brico" font-weight="800" font-size="12" fill="#fff">mira</text>
            <circle cx="150" cy="380" r="22" fill="#fff6ef" opacity=".7"/><circle cx="120" cy="340" r="10" fill="#fff6ef" opacity=".6"/>
            <defs><linearGradient id="gl" x1="0" x2="1"><stop offset=".1" stop-color="#fff" stop-opacity="0"/><stop offset=".22" stop-color="#fff" stop-opacity=".9"/><stop offset=".3" stop-color="#fff" stop-opacity="0"/><stop offset=".8" stop-color="#e9c2ad" stop-opacity="0"/><stop offset="1" stop-color="#e9c2ad" stop-opacity=".6"/></linearGradient></defs>
          </svg>
          <h4>Glow that<br>lasts past<br>midnight.</h4>
          <span class="tag">Dermatologist tested</span>
        </div>
        <div class="shop"><span>Shop now</span>${icon.arrow}</div>
        <div class="acts">${icon.heart}${icon.comment}${icon.send}<span></span></div>
        <div class="cap"><b>12,480 likes</b><br><b>mira.skin</b> One serum, seven barrier lipids, zero fuss. Your skin, just calmer.</div>
      </div>
      <div class="m" style="right:52px;top:104px;width:290px;background:#ff5b22;color:#161411;transform:rotate(2deg)"><small>Return on ad spend</small><b class="tnum">+212%</b><span>vs. previous creative · 6 weeks</span></div>
      <div class="m" style="right:66px;top:378px;width:250px;background:#9fbfa3;color:#161411"><small>Cost per acquisition</small><b class="tnum">−41%</b><span>€18.60 → €10.97</span></div>
      <div class="m" style="right:44px;top:640px;width:270px;background:#c8b9ff;color:#161411;transform:rotate(-2deg)"><small>Click-through rate</small><b class="tnum" style="font-size:52px">3.8%</b>
        <svg width="150" height="40" style="display:block;margin-top:4px"><path d="${spark.line}" fill="none" stroke="#161411" stroke-width="2.5" stroke-linecap="round"/></svg></div>
      <div class="hd"><div><b>Mira Skin</b>Meta &amp; TikTok · Spring launch</div><div style="text-align:right">Creative, media buying<br>&amp; landing pages</div></div>
    </div>`,
  };
}

// ---------------------------------------------------------------------------------------------------
// 06 — Type poster for a talk series.
function poster() {
  return {
    alt: 'Typographic poster reading “Make it move.” in heavy black letters on orange, for the Outpace Type Sessions talk in Lisbon.',
    css: `
    .canvas{background:#e4ddd0}
    .wall{position:absolute;inset:0;background:linear-gradient(90deg,rgba(0,0,0,.04),transparent 40%,rgba(0,0,0,.05))}
    .poster{position:absolute;left:70px;top:56px;width:660px;height:880px;background:#ff5b22;color:#161411;overflow:hidden;
      box-shadow:0 40px 60px -30px rgba(13,12,10,.55),0 2px 4px rgba(13,12,10,.15)}
    .big{position:absolute;left:26px;top:114px;font:800 256px/.8 Brico;font-stretch:84%;letter-spacing:-.02em;text-transform:uppercase;font-variation-settings:'opsz' 96}
    .big span{display:block}
    .meta{position:absolute;left:34px;right:34px;font:600 12px Inter;letter-spacing:.04em;display:flex;justify-content:space-between;text-transform:uppercase}
    .rule{position:absolute;left:34px;right:34px;height:2px;background:#161411}
    .tape{position:absolute;width:120px;height:34px;background:rgba(246,243,236,.55);box-shadow:0 1px 2px rgba(0,0,0,.08)}`,
    html: `<div class="canvas"><div class="wall"></div>
      <div class="poster">
        <div class="meta" style="top:34px"><span>Outpace<br>Type Sessions</span><span style="text-align:center">Vol. 03<br>Autumn</span><span style="text-align:right">Talks · Workshops<br>Risograph prints</span></div>
        <div class="rule" style="top:82px"></div>
        <svg class="abs" style="left:0;top:0" width="660" height="880">
          <circle cx="420" cy="418" r="94" fill="#c8b9ff"/>
          <path d="M372,418 L464,418 M430,384 L464,418 L430,452" stroke="#161411" stroke-width="14" fill="none" stroke-linejoin="miter"/>
        </svg>
        <div class="big"><span>Make</span><span>it</span><span>move.</span></div>
        <div class="rule" style="bottom:120px"></div>
        <div class="meta" style="bottom:46px;font-size:13px"><span><b style="font:800 30px Brico;letter-spacing:-.03em;text-transform:none">Lisbon</b><br>LX Factory, Hall 2</span><span style="text-align:center"><b style="font:800 30px Brico;letter-spacing:-.03em">14.11</b><br>Doors 18:30</span><span style="text-align:right"><b style="font:800 30px Brico;letter-spacing:-.03em;text-transform:none">Free</b><br>Limited seats</span></div>
      </div>
      <div class="tape" style="left:340px;top:40px;transform:rotate(-2deg)"></div>
    </div>`,
  };
}

// ---------------------------------------------------------------------------------------------------
// 07 — Relay: customer-support SaaS landing page, cobalt.
function relay() {
  const cob = '#2f46f0';
  const convo = [
    ['Lena from Harbor', 'Our invoices show the wrong VAT…', '2m', true],
    ['Marcus Reid', 'Thanks, that fixed it!', '8m'],
    ['Aiko Tanaka', 'Can I move seats to a new workspace?', '14m'],
    ['Priya S.', 'Refund for order #4821', '21m'],
    ['Dan Okoro', 'Integration with Shopify', '1h'],
  ];
  const page = `
    <nav><span class="logo"><svg width="24" height="24" viewBox="0 0 24 24"><rect x="1" y="3" width="15" height="12" rx="5" fill="${cob}"/><rect x="8" y="9" width="15" height="12" rx="5" fill="#ff5b22" style="mix-blend-mode:multiply"/></svg>relay</span>
      <span class="links"><a>Product</a><a>AI agent</a><a>Customers</a><a>Pricing</a></span><span class="act"><a>Log in</a><b>Start free trial</b></span></nav>
    <header>
      <span class="new"><b>New</b> AI triage that drafts replies in your voice ${icon.arrow}</span>
      <h1 class="d">Support that feels<br>human, at any scale.</h1>
      <p>Relay brings email, chat and social into one calm inbox — and hands<br>the repetitive tickets to an assistant trained on your help centre.</p>
      <div class="ctas"><b>Start free trial</b><span>Book a demo</span></div>
      <small>14-day trial · No credit card required</small>
    </header>
    <div class="shot">
      <div class="inbox">
        <div class="ih"><b>Inbox</b><span>128 open</span></div>
        ${convo.map(([n, m, t, on]) => `<div class="cv ${on ? 'on' : ''}"><i>${n[0]}</i><div><b>${n}</b><span>${m}</span></div><small>${t}</small></div>`).join('')}
      </div>
      <div class="thread">
        <div class="th"><b>Lena from Harbor</b><span class="tagc">Billing</span><span class="tagc" style="background:#e8fbef;color:#1f7a3d">VIP</span></div>
        <div class="msg in">Hi! Our last two invoices show 19% VAT but we’re registered in Portugal. Can you fix it?</div>
        <div class="ai"><span>✦ Relay AI drafted a reply · 96% confident</span>
          <div class="msg out">Hi Lena — sorry about that! I’ve updated your billing country to Portugal and re-issued both invoices with 23% VAT. They’re in your inbox now.</div>
          <div class="ab"><b>Send</b><span>Edit</span></div></div>
      </div>
    </div>
    <div class="logos"><span>Loved by support teams at</span><b>Harbor</b><b style="font-family:${serif}">Quill&amp;Co</b><b style="letter-spacing:.16em">ARCADIA</b><b>fieldwork</b></div>`;
  return {
    alt: 'Landing page for Relay, a customer-support SaaS: headline “Support that feels human, at any scale.” above an inbox screenshot with an AI-drafted reply, on cobalt blue.',
    css: `
    .canvas{background:${cob}}
    .page{color:#14163a;font-size:12.5px}
    nav{display:flex;align-items:center;justify-content:space-between;padding:20px 32px}
    .logo{display:flex;align-items:center;gap:8px;font:700 21px Brico;letter-spacing:-.03em}
    .links{display:flex;gap:22px;color:#4d5177}.act{display:flex;gap:16px;align-items:center;color:#4d5177}.act b{background:#14163a;color:#fff;padding:9px 15px;border-radius:10px;font-weight:600}
    header{text-align:center;padding:28px 40px 0}
    .new{display:inline-flex;gap:8px;align-items:center;background:#eef0ff;color:${cob};padding:5px 12px 5px 5px;border-radius:999px;font-weight:500;font-size:12px}.new b{background:${cob};color:#fff;padding:3px 9px;border-radius:999px;font-size:11px}
    h1{font-size:58px;font-weight:800;margin:20px 0 16px}
    header p{color:#4d5177;line-height:1.55;font-size:13.5px}
    .ctas{display:flex;justify-content:center;gap:10px;margin:22px 0 10px}.ctas b{background:${cob};color:#fff;padding:13px 20px;border-radius:12px;font-weight:600;box-shadow:0 10px 20px -8px ${cob}}.ctas span{padding:13px 20px;border-radius:12px;border:1px solid #d9dcf0;font-weight:600}
    header small{color:#8a8daa;font-size:11px}
    .shot{margin:28px 32px 0;height:372px;border-radius:16px;background:#fff;border:1px solid #e3e5f3;display:flex;overflow:hidden;box-shadow:0 30px 60px -30px rgba(20,22,58,.35)}
    .inbox{width:250px;border-right:1px solid #eceef8;padding:12px}
    .ih{display:flex;justify-content:space-between;padding:4px 6px 10px}.ih span{color:#8a8daa}
    .cv{display:flex;gap:10px;padding:10px 8px;border-radius:10px;align-items:flex-start}.cv.on{background:#eef0ff}
    .cv i{flex:0 0 28px;height:28px;border-radius:50%;background:#dfe3ff;color:${cob};font:700 12px/28px Inter;text-align:center;font-style:normal}
    .cv:nth-child(3) i{background:#ffe4d6;color:#b8380b}.cv:nth-child(4) i{background:#e4f1e6;color:#3f6b48}.cv:nth-child(5) i{background:#efe9ff;color:#6a4fd6}
    .cv div{flex:1;min-width:0}.cv b{display:block;font-size:12px}.cv span{display:block;color:#6b6f92;font-size:11px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.cv small{color:#8a8daa;font-size:10.5px}
    .thread{flex:1;padding:16px 20px;display:flex;flex-direction:column;gap:12px;background:#fafbff}
    .th{display:flex;gap:8px;align-items:center}.th b{margin-right:auto}.tagc{background:#eef0ff;color:${cob};font-size:10.5px;font-weight:600;padding:4px 8px;border-radius:6px}
    .msg{padding:11px 13px;border-radius:14px;line-height:1.5;font-size:12px;max-width:86%}
    .msg.in{background:#fff;border:1px solid #e3e5f3;border-top-left-radius:4px}
    .ai{border:1.5px dashed #b9c1ff;border-radius:16px;padding:10px;display:grid;gap:8px;background:#f3f4ff}.ai>span{color:${cob};font-weight:600;font-size:11px}
    .msg.out{background:${cob};color:#fff;margin-left:auto;border-top-right-radius:4px}
    .ab{display:flex;gap:8px;justify-content:flex-end}.ab b{background:#14163a;color:#fff;padding:7px 14px;border-radius:8px;font-size:11.5px}.ab span{padding:7px 12px;border-radius:8px;border:1px solid #d9dcf0;font-size:11.5px;background:#fff}
    .logos{position:absolute;left:0;right:0;bottom:0;height:70px;background:#fff;border-top:1px solid #eceef8;display:flex;align-items:center;justify-content:center;gap:32px;color:#9a9db8;font-size:17px;font-weight:700}
    .logos span{font-size:11.5px;font-weight:500}`,
    html: `<div class="canvas">
      <svg class="abs" width="800" height="1000"><circle cx="800" cy="0" r="260" fill="#3d55ff"/><circle cx="0" cy="1000" r="200" fill="#263bd6"/></svg>
      ${browser({ url: 'relay.help', style: 'left:44px;top:60px;width:712px;height:880px', page, pageBg: 'linear-gradient(#f6f7ff,#fff 40%)' })}
    </div>`,
  };
}

// ---------------------------------------------------------------------------------------------------
// 08 — Norra: outdoor-apparel product page, desktop + mobile.
function norra() {
  const ochre = '#c97d2a';
  const parka = (w, col, dark) => `
    <svg width="${w}" height="${w * 1.12}" viewBox="0 0 300 336">
      <ellipse cx="150" cy="326" rx="110" ry="8" fill="#000" opacity=".08"/>
      <path d="M96,58 C96,20 204,20 204,58 L214,96 L86,96Z" fill="${dark}"/>
      <path d="M112,60 C116,38 184,38 188,60 L190,96 L110,96Z" fill="#2b2520"/>
      <path d="M86,80 C60,90 44,110 36,150 L22,276 C20,290 48,296 52,282 L68,176 L74,316 L226,316 L232,176 L248,282 C252,296 280,290 278,276 L264,150 C256,110 240,90 214,80 C196,96 104,96 86,80Z" fill="${col}"/>
      <path d="M36,150 L22,276 C20,290 48,296 52,282 L68,176Z" fill="${dark}" opacity=".55"/>
      <path d="M150,92 L150,316" stroke="${dark}" stroke-width="4"/>
      <path d="M146,92 L154,92 L154,112 L146,112Z" fill="#e8e2d6"/>
      <path d="M78,150 L222,150" stroke="${dark}" stroke-width="3" opacity=".5"/>
      <path d="M76,214 L224,214" stroke="${dark}" stroke-width="3" opacity=".5"/>
      <path d="M90,232 L128,232 L128,284 L90,284Z M172,232 L210,232 L210,284 L172,284Z" fill="${dark}" opacity=".35"/>
      <path d="M92,232 L128,232 L128,244 L92,244Z M172,232 L208,232 L208,244 L172,244Z" fill="${dark}"/>
      <path d="M74,300 L226,300 L226,316 L74,316Z" fill="${dark}"/>
      <rect x="196" y="110" width="20" height="12" rx="2" fill="#e8e2d6"/>
    </svg>`;
  const page = `
    <div class="promo">Free carbon-neutral shipping over €150 · 100-day returns</div>
    <nav><span class="links"><a>Men</a><a>Women</a><a>Gear</a><a>Journal</a></span><span class="logo">NORRA</span><span class="act">${icon.search}<span>${icon.bag}<i>2</i></span></span></nav>
    <div class="pdp">
      <div class="gal"><div class="main">${parka(300, ochre, '#8f5516')}<span class="new">New season</span></div>
        <div class="thumbs"><i style="background:#f1e7d6">${parka(54, ochre, '#8f5516')}</i><i style="background:#e2e7df">${parka(54, '#3f5b46', '#263a2c')}</i><i style="background:#e4e2de">${parka(54, '#2b2926', '#141311')}</i><i style="background:#efe8f0">${parka(54, '#8f7aa8', '#5f4f73')}</i></div></div>
      <div class="info">
        <small>Men · Outerwear</small>
        <h2 class="d">Fjell Insulated Parka</h2>
        <div class="rt">${icon.star('#161411').repeat(5)}<span>4.9 · 312 reviews</span></div>
        <div class="pr tnum">€289</div>
        <p>Recycled down alternative, a storm hood and a 10k waterproof shell. Built for Nordic winters, worn everywhere else.</p>
        <div class="lbl">Colour — <b>Ochre</b></div>
        <div class="cols"><i class="on" style="background:${ochre}"></i><i style="background:#3f5b46"></i><i style="background:#2b2926"></i><i style="background:#8f7aa8"></i></div>
        <div class="lbl">Size <u>Size guide</u></div>
        <div class="sz">${['XS', 'S', 'M', 'L', 'XL'].map((z) => `<span class="${z === 'M' ? 'on' : ''}">${z}</span>`).join('')}</div>
        <div class="add">Add to bag — €289</div>
        <div class="perks"><span>✓ In stock, ships tomorrow</span><span>✓ Lifetime repairs</span></div>
      </div>
    </div>`;
  const screen = `
    <div class="m-nav"><span>☰</span><b>NORRA</b>${icon.bag}</div>
    <div class="m-img">${parka(270, ochre, '#8f5516')}</div>
    <div class="m-info"><b class="d">Fjell Insulated Parka</b><span class="tnum">€289</span></div>
    <div class="m-add">Add to bag</div>`;
  return {
    alt: 'Product page for Norra outdoor apparel showing an ochre insulated parka, colour and size options and an “Add to bag” button, with the matching mobile view.',
    css: `
    .canvas{background:#e6dccb}
    .page{color:#161411;font-size:12px}
    .promo{background:#161411;color:#e6dccb;text-align:center;font-size:10.5px;padding:7px;letter-spacing:.02em}
    nav{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;padding:16px 26px;border-bottom:1px solid #ece6dc}
    .links{display:flex;gap:18px;color:#4a453c}.logo{font:800 22px Brico;letter-spacing:.28em;font-stretch:80%}
    .act{display:flex;gap:16px;justify-content:flex-end;align-items:center}.act>span{position:relative}.act i{position:absolute;right:-7px;top:-5px;background:${ochre};color:#fff;border-radius:50%;width:15px;height:15px;font:700 9px/15px Inter;text-align:center;font-style:normal}
    .pdp{display:flex;gap:26px;padding:22px 26px}
    .gal{width:350px}.main{position:relative;height:430px;border-radius:14px;background:#f1e7d6;display:grid;place-items:center}
    .new{position:absolute;left:14px;top:14px;background:#fff;border-radius:999px;padding:5px 10px;font-weight:600;font-size:10.5px}
    .thumbs{display:flex;gap:10px;margin-top:10px}.thumbs i{flex:1;height:78px;border-radius:10px;display:grid;place-items:center}.thumbs i:first-child{outline:2px solid #161411;outline-offset:2px}
    .info{flex:1;padding-top:6px}.info small{color:#8e877a}
    .info h2{font-size:36px;font-weight:700;margin:8px 0 10px;line-height:.95}
    .rt{display:flex;gap:2px;align-items:center}.rt span{margin-left:8px;color:#6b6558;font-size:11px}
    .pr{font:700 24px Brico;margin:14px 0 10px}
    .info p{color:#4a453c;line-height:1.55;font-size:12px}
    .lbl{margin:18px 0 8px;display:flex;justify-content:space-between;color:#6b6558}.lbl b{color:#161411}.lbl u{font-size:11px}
    .cols{display:flex;gap:10px}.cols i{width:28px;height:28px;border-radius:50%}.cols .on{outline:2px solid #161411;outline-offset:3px}
    .sz{display:flex;gap:6px}.sz span{flex:1;text-align:center;padding:10px 0;border:1px solid #d8d1c4;border-radius:8px;font-weight:500}.sz .on{background:#161411;color:#fff;border-color:#161411}
    .add{margin-top:18px;background:${ochre};color:#fff;text-align:center;padding:14px;border-radius:10px;font-weight:600;font-size:13px}
    .perks{display:grid;gap:6px;margin-top:14px;color:#3f6b48;font-size:11.5px}
    .m-nav{display:flex;justify-content:space-between;align-items:center;padding:6px 22px 14px;font-size:18px}.m-nav b{font:800 20px Brico;letter-spacing:.24em;font-stretch:80%}
    .m-img{margin:0 14px;height:380px;border-radius:18px;background:#f1e7d6;display:grid;place-items:center}
    .m-info{display:flex;justify-content:space-between;align-items:baseline;padding:18px 22px 0}.m-info b{font-size:26px;font-weight:700;width:200px;line-height:1}.m-info span{font:700 22px Brico}
    .m-add{margin:14px 14px 0;background:${ochre};color:#fff;text-align:center;padding:12px;border-radius:12px;font-weight:600;font-size:13px}`,
    html: `<div class="canvas">
      <svg class="abs" width="800" height="1000"><rect x="0" y="560" width="800" height="440" fill="#d9ccb5"/></svg>
      ${browser({ url: 'norra.eu/fjell-parka', style: 'left:40px;top:56px;width:760px;height:700px', page, pageBg: '#fffdf9' })}
      ${phone({ style: 'left:536px;top:690px;width:352px;height:720px', screen, bg: '#fffdf9', scale: 0.66 })}
    </div>`,
  };
}

// ---------------------------------------------------------------------------------------------------
// 09 — Atelier: a website template the studio sells (architecture portfolio), on ink.
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
function atelier() {
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

// ---------------------------------------------------------------------------------------------------
// 10 — Halden Home: quarterly growth report, on sage.
function halden() {
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

// ---------------------------------------------------------------------------------------------------
// 11 — Pocket: mobile banking app, two phones on peach.
function pocket() {
  const tx = [
    ['Café Matilde', 'Food & drink · 08:42', '−€4.80', '#ffe4d6', '☕'],
    ['Salary · Lumen GmbH', 'Income · Yesterday', '+€4,200.00', '#e4f1e6', '↓'],
    ['Bolt', 'Transport · Yesterday', '−€12.40', '#efe9ff', '→'],
    ['Lisbon Rentals', 'Housing · 1 Oct', '−€1,150.00', '#ebe6dc', '⌂'],
  ];
  const home = `
    <div class="ph-h"><span class="av">S</span><div><small>Good evening</small><b>Sam Carvalho</b></div></div>
    <div class="bal"><small>Total balance</small><b class="d tnum">€12,480<span>.22</span></b><em>▲ €860 this month</em></div>
    <div class="cardv"><svg width="100%" height="100%" viewBox="0 0 300 180" preserveAspectRatio="none" class="abs" style="left:0;top:0"><circle cx="260" cy="10" r="90" fill="#ff5b22"/><circle cx="300" cy="150" r="60" fill="#c8b9ff" opacity=".9"/></svg>
      <b class="pl">pocket</b><span class="num tnum">•••• 4021</span><span class="exp">Virtual · EUR</span></div>
    <div class="qa">${[
      ['↑', 'Send'],
      ['↓', 'Request'],
      ['+', 'Top up'],
      ['⋯', 'More'],
    ]
      .map(([g, t]) => `<div><i>${g}</i><span>${t}</span></div>`)
      .join('')}</div>
    <div class="txh"><b>Recent</b><span>See all</span></div>
    ${tx.map(([n, m, v, bg, g]) => `<div class="tx"><i style="background:${bg}">${g}</i><div><b>${n}</b><small>${m}</small></div><b class="tnum" style="${v.startsWith('+') ? 'color:#257a3e' : ''}">${v}</b></div>`).join('')}`;
  const C = 2 * Math.PI * 80;
  const goals = `
    <div class="sg-h"><b class="d">Savings</b><span>+ New goal</span></div>
    <div class="ring"><svg width="210" height="210" viewBox="-105 -105 210 210"><circle r="80" fill="none" stroke="#2a2722" stroke-width="22"/>
      <circle r="80" fill="none" stroke="#ff5b22" stroke-width="22" stroke-linecap="round" stroke-dasharray="${C * 0.68} ${C}" transform="rotate(-90)"/></svg>
      <div><small>Japan trip</small><b class="d tnum">68%</b><span class="tnum">€3,400 of €5,000</span></div></div>
    <div class="rnd"><div><b>Round-ups</b><small>€46.30 saved this month</small></div><i><u></u></i></div>
    ${[
      ['Emergency fund', 92, '#9fbfa3', '€9,200'],
      ['New bike', 35, '#c8b9ff', '€700'],
      ['Gifts', 54, '#f6f3ec', '€270'],
    ]
      .map(
        ([n, p, col, v]) =>
          `<div class="gl"><div><b>${n}</b><span class="tnum">${v}</span></div><i><u style="width:${p}%;background:${col}"></u></i></div>`,
      )
      .join('')}`;
  return {
    alt: 'Pocket mobile banking app on two phones against a peach backdrop: an account home screen with a €12,480 balance and card, and a savings screen with a 68% goal ring.',
    css: `
    .canvas{background:#ffd7c2}
    .ph-h{display:flex;gap:10px;align-items:center;padding:8px 20px 0}.ph-h .av{width:38px;height:38px;border-radius:50%;background:#161411;color:#ffd7c2;display:grid;place-items:center;font:700 15px Brico}
    .ph-h small{display:block;color:#8e877a;font-size:11px}.ph-h b{font-size:14px}.bell{margin-left:auto;color:#ff5b22;font-size:10px}
    .bal{padding:20px 20px 14px}.bal small{color:#6b6558;font-size:12px}.bal b{display:block;font-size:46px;font-weight:800;margin:6px 0 4px;letter-spacing:-.03em}.bal b span{font-size:24px;color:#8e877a;letter-spacing:0;margin-left:2px}.bal em{font-style:normal;color:#257a3e;font-weight:600;font-size:12px}
    .cardv{position:relative;margin:0 20px;height:170px;border-radius:22px;background:#161411;color:#f6f3ec;overflow:hidden;padding:18px}
    .cardv .pl{position:relative;font:800 22px Brico;letter-spacing:-.04em}.cardv .num{position:absolute;left:18px;bottom:36px;font:600 15px Inter;letter-spacing:.08em}.cardv .exp{position:absolute;left:18px;bottom:16px;font-size:11px;color:#b5ad9f}
    .qa{display:flex;justify-content:space-between;padding:18px 26px 8px}.qa div{display:grid;gap:6px;justify-items:center;font-size:11px;color:#4a453c}.qa i{width:50px;height:50px;border-radius:50%;background:#ebe6dc;display:grid;place-items:center;font:600 20px Inter;font-style:normal;color:#161411}
    .txh{display:flex;justify-content:space-between;padding:12px 20px 4px;font-size:14px}.txh span{color:#e84a12;font-size:12px;font-weight:600}
    .tx{display:flex;gap:12px;align-items:center;padding:10px 20px}.tx i{width:40px;height:40px;border-radius:12px;display:grid;place-items:center;font-style:normal;font-size:16px}
    .tx div{flex:1}.tx div b{display:block;font-size:13px;font-weight:600}.tx small{color:#8e877a;font-size:11px}.tx>b{font-size:13px;font-weight:600}
    .sg-h{display:flex;justify-content:space-between;align-items:center;padding:14px 22px}.sg-h b{font-size:30px;font-weight:800}.sg-h span{font-size:12px;color:#ff5b22;font-weight:600}
    .ring{position:relative;display:grid;place-items:center;margin:10px 0 18px}.ring div{position:absolute;text-align:center;display:grid;gap:2px}.ring small{color:#b5ad9f;font-size:12px}.ring b{font-size:46px;font-weight:800}.ring span{font-size:11.5px;color:#b5ad9f}
    .rnd{display:flex;align-items:center;justify-content:space-between;margin:0 18px 10px;background:#221f1a;border-radius:18px;padding:14px 16px}.rnd b{font-size:13px}.rnd small{display:block;color:#9fbfa3;font-size:11px;margin-top:2px}
    .rnd i{width:46px;height:28px;border-radius:14px;background:#ff5b22;position:relative}.rnd u{position:absolute;right:3px;top:3px;width:22px;height:22px;border-radius:50%;background:#fff}
    .gl{margin:0 18px 10px;background:#221f1a;border-radius:18px;padding:14px 16px}.gl div{display:flex;justify-content:space-between;font-size:13px;margin-bottom:10px}.gl span{color:#b5ad9f}
    .gl i{display:block;height:8px;border-radius:4px;background:#34302a;overflow:hidden}.gl u{display:block;height:100%;border-radius:4px}`,
    html: `<div class="canvas">
      <svg class="abs" width="800" height="1000"><circle cx="640" cy="880" r="260" fill="#ffc3a6"/><circle cx="120" cy="120" r="56" fill="#ff5b22"/></svg>
      ${phone({ style: 'left:418px;top:70px;width:340px;height:720px;transform:rotate(4deg)', screen: goals, bg: '#161411', dark: true })}
      ${phone({ style: 'left:60px;top:190px;width:350px;height:740px', screen: home, bg: '#f6f3ec' })}
    </div>`,
  };
}

// ---------------------------------------------------------------------------------------------------
// 12 — Osteria Lume: restaurant social feed, on terracotta.
function osteria() {
  const tiles = [
    // lemon on blue tiles
    `<rect width="120" height="120" fill="#2f5fa8"/><g stroke="#fff" stroke-opacity=".35" stroke-width="1.5">${[20, 40, 60, 80, 100].map((x) => `<path d="M${x},0 V120 M0,${x} H120"/>`).join('')}</g><ellipse cx="62" cy="66" rx="30" ry="24" fill="#f6cf3a" transform="rotate(-20 62 66)"/><path d="M76,44 C92,30 104,36 104,36 C96,52 84,52 76,44Z" fill="#4f7d3a"/>`,
    // menu typography
    `<rect width="120" height="120" fill="#f3ead8"/><text x="60" y="52" text-anchor="middle" font-family="${serif}" font-style="italic" font-size="22" fill="#b5472b">Nuovo</text><text x="60" y="76" text-anchor="middle" font-family="${serif}" font-style="italic" font-size="22" fill="#b5472b">menù</text><text x="60" y="98" text-anchor="middle" font-family="Inter" font-weight="600" font-size="7" letter-spacing="1.5" fill="#2b2622">D'AUTUNNO</text>`,
    // pasta plate
    `<rect width="120" height="120" fill="#e9b949"/><circle cx="60" cy="60" r="44" fill="#fff8ec"/><circle cx="60" cy="60" r="34" fill="#f3ead8"/><g fill="none" stroke="#f0c24f" stroke-width="4" stroke-linecap="round"><path d="M44,58 C44,44 76,44 76,58 C76,72 50,74 50,60 C50,50 70,50 70,60 C70,66 58,68 56,62"/><path d="M40,66 C46,80 76,80 80,64"/></g><circle cx="66" cy="52" r="4" fill="#c8402a"/><path d="M50,70 C54,64 60,66 58,72Z" fill="#4f7d3a"/>`,
    // wine
    `<rect width="120" height="120" fill="#5b1f2a"/><path d="M44,26 L76,26 C78,50 72,64 60,66 C48,64 42,50 44,26Z" fill="#f3ead8" opacity=".9"/><path d="M45,40 L75,40 C75,54 70,62 60,63 C50,62 45,54 45,40Z" fill="#a3243a"/><path d="M60,66 L60,92 M48,94 L72,94" stroke="#f3ead8" stroke-width="3" stroke-linecap="round"/>`,
    // aperitivo
    `<rect width="120" height="120" fill="#3f6b48"/><text x="14" y="48" font-family="Brico" font-weight="800" font-size="19" letter-spacing="-.8" fill="#f3ead8">Aperitivo</text><text x="14" y="78" font-family="Brico" font-weight="800" font-size="26" letter-spacing="-1" fill="#f6cf3a">18—20h</text><text x="14" y="100" font-family="Inter" font-size="7.5" fill="#f3ead8" opacity=".8">Every day · Spritz €6</text>`,
    // tomatoes
    `<rect width="120" height="120" fill="#f3ead8"/><circle cx="44" cy="70" r="24" fill="#d8432c"/><circle cx="80" cy="56" r="20" fill="#e9573a"/><circle cx="74" cy="92" r="14" fill="#c8402a"/><path d="M44,46 l-6,-6 M44,46 l6,-7 M80,36 l-5,-6 M80,36 l6,-6" stroke="#4f7d3a" stroke-width="3" stroke-linecap="round"/>`,
    // olive branch
    `<rect width="120" height="120" fill="#b7c3a1"/><path d="M20,100 C50,80 70,50 100,22" stroke="#4a5b35" stroke-width="2.5" fill="none"/>${[
      [38, 84, 30],
      [52, 70, -30],
      [62, 60, 40],
      [74, 46, -30],
      [86, 36, 40],
    ]
      .map(
        ([x, y, r]) =>
          `<ellipse cx="${x}" cy="${y}" rx="12" ry="4.5" fill="#5d7344" transform="rotate(${r} ${x} ${y})"/>`,
      )
      .join(
        '',
      )}<circle cx="48" cy="84" r="6" fill="#2b2622"/><circle cx="80" cy="48" r="5.5" fill="#2b2622"/>`,
    // jazz night
    `<rect width="120" height="120" fill="#161411"/><circle cx="86" cy="38" r="18" fill="#e9b949"/><text x="14" y="78" font-family="${serif}" font-style="italic" font-size="24" fill="#f3ead8">Jazz</text><text x="14" y="100" font-family="Inter" font-weight="600" font-size="7.5" letter-spacing="1.2" fill="#e9b949">SABATO · 21H</text>`,
    // checked cloth + bread
    `<rect width="120" height="120" fill="#f3ead8"/><g fill="#c8402a" opacity=".85">${[0, 1, 2, 3, 4, 5].flatMap((i) => [0, 1, 2, 3, 4, 5].filter((j) => (i + j) % 2 === 0).map((j) => `<rect x="${i * 20}" y="${j * 20}" width="20" height="20"/>`)).join('')}</g><ellipse cx="60" cy="64" rx="38" ry="20" fill="#d89a4c"/><path d="M36,60 l8,-8 M52,56 l8,-8 M68,56 l8,-8" stroke="#f3d29e" stroke-width="4" stroke-linecap="round"/>`,
  ];
  const tabIcons = [
    '<path d="M3 11l9-7 9 7v9h-6v-6H9v6H3z"/>',
    '<circle cx="11" cy="11" r="7"/><path d="M16 16l5 5"/>',
    '<rect x="3" y="3" width="18" height="18" rx="5"/><path d="M12 8v8M8 12h8"/>',
    '<rect x="3" y="3" width="18" height="18" rx="5"/><path d="M3 8h18M9 3l3 5M15 3l3 5M10 12v5l4-2.5z"/>',
  ];
  const tab =
    tabIcons
      .map(
        (d) =>
          `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#161411" stroke-width="1.9" stroke-linejoin="round" stroke-linecap="round">${d}</svg>`,
      )
      .join('') + '<i></i>';
  const screen = `
    <div class="ig-top"><b>osteria.lume</b><span>⋯</span></div>
    <div class="ig-p"><span class="lg"><i>L</i></span>
      <div class="ig-s">${[
        ['248', 'posts'],
        ['18.4k', 'followers'],
        ['312', 'following'],
      ]
        .map(([n, l]) => `<div><b class="tnum">${n}</b><span>${l}</span></div>`)
        .join('')}</div></div>
    <div class="ig-b"><b>Osteria Lume</b><span>Cucina di stagione · Príncipe Real, Lisboa</span><span>Fresh pasta daily, natural wines, long tables.</span></div>
    <div class="ig-btn"><b>Book a table</b><span>Message</span></div>
    <div class="ig-hl">${['Menu', 'Wine', 'Team', 'Events'].map((h, i) => `<div><i style="background:${['#e9b949', '#5b1f2a', '#3f6b48', '#2f5fa8'][i]}"></i><span>${h}</span></div>`).join('')}</div>
    <div class="ig-g">${tiles.map((t) => `<svg viewBox="0 0 120 120" preserveAspectRatio="xMidYMid slice">${t}</svg>`).join('')}</div>
    <div class="ig-tab">${tab}</div>`;
  return {
    alt: 'Instagram profile for Osteria Lume, a Lisbon restaurant, with a 3×3 grid of illustrated posts — lemons, fresh pasta, wine and an aperitivo tile — on terracotta.',
    css: `
    .canvas{background:#b5472b}
    .ig-top{display:flex;justify-content:space-between;padding:6px 20px 10px;font-size:16px}.ig-top b{font-weight:700}
    .ig-p{display:flex;align-items:center;gap:18px;padding:4px 18px}
    .lg{width:78px;height:78px;border-radius:50%;padding:3px;background:conic-gradient(#e9b949,#b5472b,#5b1f2a,#e9b949)}
    .lg i{display:grid;place-items:center;width:100%;height:100%;border-radius:50%;background:#f3ead8;border:3px solid #fff;font:italic 34px ${serif};color:#b5472b}
    .ig-s{flex:1;display:flex;justify-content:space-around;text-align:center}.ig-s b{display:block;font-size:16px}.ig-s span{font-size:11.5px;color:#4a453c}
    .ig-b{padding:12px 18px 0;font-size:12.5px;line-height:1.45;display:grid}.ig-b span{color:#4a453c}
    .ig-btn{display:flex;gap:6px;padding:12px 18px}.ig-btn>*{flex:1;text-align:center;padding:8px;border-radius:9px;font-size:12.5px;font-weight:600;background:#efefef}.ig-btn b{background:#b5472b;color:#fff}
    .ig-hl{display:flex;gap:16px;padding:4px 18px 14px}.ig-hl div{display:grid;justify-items:center;gap:5px;font-size:10.5px}.ig-hl i{width:54px;height:54px;border-radius:50%;border:3px solid #fff;outline:1.5px solid #d8d1c4}
    .ig-tab{position:absolute;left:0;right:0;bottom:0;height:76px;background:#fff;border-top:1px solid #eee;display:flex;justify-content:space-around;align-items:flex-start;padding-top:14px}.ig-tab i{width:26px;height:26px;border-radius:50%;background:#f3ead8;border:2px solid #161411}
    .ig-g{display:grid;grid-template-columns:repeat(3,1fr);gap:2px}.ig-g svg{width:100%;aspect-ratio:1;display:block}
    .fl{position:absolute;background:#f3ead8;border-radius:20px;padding:16px 18px;box-shadow:0 30px 60px -20px rgba(60,15,5,.55);color:#2b2622;font-size:12px}
    .fl b{display:block;font:800 36px/1 Brico;letter-spacing:-.045em;margin:6px 0 4px}`,
    html: `<div class="canvas">
      <svg class="abs" width="800" height="1000"><circle cx="400" cy="500" r="360" fill="#c2553a"/><circle cx="700" cy="120" r="40" fill="#e9b949"/></svg>
      ${phone({ style: 'left:210px;top:80px;width:380px;height:840px', screen, bg: '#fff' })}
      <div class="fl" style="left:48px;top:560px;transform:rotate(-4deg)">Bookings from Instagram<b class="tnum">+38%</b><span style="color:#b5472b;font-weight:600">in 90 days</span></div>
      <div class="fl" style="right:44px;top:250px;transform:rotate(3deg);background:#161411;color:#f3ead8">Reels reach<b class="tnum">412k</b><span style="color:#e9b949;font-weight:600">Autumn menu launch</span></div>
    </div>`,
  };
}

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
