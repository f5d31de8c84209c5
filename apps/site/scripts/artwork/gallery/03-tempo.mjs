// 03 — Tempo: running app on lilac.
import { phone, icon } from '../mockup-kit.mjs';

export function tempo() {
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
