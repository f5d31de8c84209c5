// 01 — Fernbank: fintech pricing page, deep green.
import { browser, icon, serif } from '../mockup-kit.mjs';

export function fernbank() {
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
