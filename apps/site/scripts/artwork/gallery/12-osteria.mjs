// 12 — Osteria Lume: restaurant social feed, on terracotta.
import { phone, serif } from '../mockup-kit.mjs';

export function osteria() {
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
