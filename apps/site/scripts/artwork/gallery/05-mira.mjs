// 05 — Mira Skin: paid-social ad creative with campaign results, on ink.
import { icon, spline } from '../mockup-kit.mjs';

export function mira() {
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
