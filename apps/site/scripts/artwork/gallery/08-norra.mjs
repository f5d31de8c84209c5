// 08 — Norra: outdoor-apparel product page, desktop + mobile.
import { browser, phone, icon } from '../mockup-kit.mjs';

export function norra() {
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
