// 06 — Type poster for a talk series.
export function poster() {
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
