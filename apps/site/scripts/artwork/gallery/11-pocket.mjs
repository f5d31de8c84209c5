// 11 — Pocket: mobile banking app, two phones on peach.
import { phone } from '../mockup-kit.mjs';

export function pocket() {
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
