// 07 — Relay: customer-support SaaS landing page, cobalt.
import { browser, icon, serif } from '../mockup-kit.mjs';

export function relay() {
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
