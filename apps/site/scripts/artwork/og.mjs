// Open Graph share image (1200x630): wordmark, headline and a fan of real gallery pieces as a hint of the work.
import { c, page } from './lib.mjs';

/**
 * @param {Record<string, string>} portraits flat portraits (data URLs) keyed by id
 * @param {string[]} thumbs three gallery renders (data URLs), back to front
 */
export function ogHtml(portraits, thumbs) {
  const html = `
  <div class="og">
    <svg class="abs" width="1200" height="630"><circle cx="1010" cy="700" r="330" fill="${c.ember500}"/><circle cx="1010" cy="700" r="250" fill="none" stroke="${c.ember600}" stroke-width="2"/></svg>
    <div class="wm"><span class="mark"></span>Outpace</div>
    <h1 class="d">Growth that<br><em>outpaces</em> the<br>market.</h1>
    <p>Design · Development · Performance marketing</p>
    <div class="team">${['maya', 'theo', 'ana', 'kenji'].map((id) => `<img src="${portraits[id]}" alt="">`).join('')}<span>A senior team of four,<br>one growth plan.</span></div>
    ${thumbs.map((t, i) => `<img class="th t${i}" src="${t}" alt="">`).join('')}
  </div>`;
  const css = `
  .og{position:relative;width:1200px;height:630px;overflow:hidden;background:${c.ink900};color:${c.ink50}}
  .abs{position:absolute;left:0;top:0}
  .wm{position:absolute;left:64px;top:56px;display:flex;align-items:center;gap:12px;font:800 34px Brico;letter-spacing:-.045em}
  .mark{width:30px;height:30px;border-radius:50%;background:${c.ember500};position:relative}
  .mark::after{content:'';position:absolute;left:15px;top:0;width:15px;height:30px;border-radius:0 15px 15px 0;background:${c.ink50}}
  h1{position:absolute;left:60px;top:142px;font-size:92px;font-weight:800;line-height:.9;letter-spacing:-.05em}
  h1 em{font-style:normal;color:${c.ember500}}
  p{position:absolute;left:64px;top:452px;font:500 20px Inter;color:${c.ink300}}
  .team{position:absolute;left:64px;bottom:48px;display:flex;align-items:center}
  .team img{width:54px;height:54px;border-radius:50%;object-fit:cover;object-position:50% 38%;border:3px solid ${c.ink900};margin-right:-12px}
  .team span{margin-left:28px;font:500 15px/1.3 Inter;color:${c.ink400}}
  .th{position:absolute;width:272px;height:340px;border-radius:16px;box-shadow:0 30px 50px -20px rgba(0,0,0,.7),0 0 0 1px rgba(255,255,255,.08)}
  .t0{left:690px;top:118px;transform:rotate(-9deg)}
  .t1{left:900px;top:96px;transform:rotate(7deg)}
  .t2{left:790px;top:190px;transform:rotate(-1deg)}`;
  return page(html, css);
}
