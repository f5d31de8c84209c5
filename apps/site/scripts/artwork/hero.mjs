// Hero composition (1600x1200): the four team portraits as printed cards in an overlapping collage on ink,
// with a few flat brand shapes. Flat colour only (no grain, no gradients) because this is the LCP image and
// must compress to <= 80 KB as AVIF/WebP.
import { c, page } from './lib.mjs';

const cards = [
  { id: 'maya', x: 96, y: 196, w: 500, rot: -5, tag: 'Maya · Growth', z: 2 },
  { id: 'theo', x: 548, y: 86, w: 470, rot: 3, tag: 'Theo · Design', z: 1 },
  { id: 'ana', x: 1000, y: 168, w: 490, rot: -3, tag: 'Ana · Engineering', z: 2 },
  { id: 'kenji', x: 596, y: 560, w: 450, rot: 4, tag: 'Kenji · Performance', z: 3 },
];

/** @param {Record<string, string>} portraits data URLs of flat portraits keyed by id */
export function heroHtml(portraits) {
  const star = (cx, cy, r1, r2, n, col) => {
    const pts = [];
    for (let i = 0; i < n * 2; i++) {
      const r = i % 2 ? r2 : r1;
      const a = (i / (n * 2)) * Math.PI * 2 - Math.PI / 2;
      pts.push(`${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`);
    }
    return `<polygon points="${pts.join(' ')}" fill="${col}"/>`;
  };
  const html = `
  <div class="stage">
    <svg class="bg" width="1600" height="1200" viewBox="0 0 1600 1200">
      <circle cx="1330" cy="1010" r="250" fill="${c.ember500}"/>
      <circle cx="250" cy="1040" r="120" fill="none" stroke="${c.sage400}" stroke-width="26"/>
      <path d="M60,120 A150,150 0 0 1 360,120Z" fill="${c.lilac300}"/>
      ${star(1470, 110, 62, 24, 8, c.lilac300)}
      <path d="M1120,58 q30,-30 60,0 t60,0 t60,0" fill="none" stroke="${c.sage400}" stroke-width="10" stroke-linecap="round"/>
    </svg>
    ${cards
      .map(
        (
          k,
        ) => `<figure class="card" style="left:${k.x}px;top:${k.y}px;width:${k.w}px;transform:rotate(${k.rot}deg);z-index:${k.z}">
          <figcaption><span>${k.tag}</span><i></i></figcaption>
          <img src="${portraits[k.id]}" alt="">
        </figure>`,
      )
      .join('')}
    <div class="sticker"><b>4</b><span>people,<br>one team</span></div>
  </div>`;
  const css = `
  body{background:${c.ink900}}
  .stage{position:relative;width:1600px;height:1200px;overflow:hidden;background:${c.ink900}}
  .bg{position:absolute;inset:0}
  .card{position:absolute;margin:0;padding:0 14px 14px;background:${c.ink50};border-radius:26px;
    box-shadow:18px 22px 0 ${c.ink950}}
  .card img{display:block;width:100%;aspect-ratio:4/5;border-radius:16px}
  .card figcaption{font:600 22px/1 Inter;letter-spacing:-.01em;color:${c.ink900};padding:20px 8px 18px;display:flex;justify-content:space-between;align-items:center}
  .card figcaption i{width:14px;height:14px;border-radius:50%;background:${c.ember500}}
  .sticker{position:absolute;left:1148px;top:770px;z-index:4;width:190px;height:190px;border-radius:50%;background:${c.ink50};
    display:flex;flex-direction:column;align-items:center;justify-content:center;transform:rotate(-10deg);box-shadow:12px 14px 0 ${c.ink950}}
  .sticker b{font:800 84px/.8 Brico;letter-spacing:-.05em;color:${c.ember500}}
  .sticker span{font:600 20px/1.1 Inter;text-align:center;color:${c.ink900};margin-top:8px}`;
  return page(html, css);
}
