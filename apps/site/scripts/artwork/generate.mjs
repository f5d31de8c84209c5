#!/usr/bin/env node
// Re-creates every committed image under apps/site/src/assets from code. Manual step, not part of the build:
//   node apps/site/scripts/artwork/generate.mjs            # everything
//   node apps/site/scripts/artwork/generate.mjs team hero  # only some targets (team|gallery|hero|og)
//   node apps/site/scripts/artwork/generate.mjs gallery --only=3,7
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium), `playwright` (root devDependency), `sharp`, and the
// kit built (`pnpm --filter @outpace/ui build`): the palette comes from its theme tokens.
// Output is deterministic for a given Chromium + sharp version: no randomness, no clock, no network.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assetsDir,
  closeBrowser,
  openBrowser,
  page,
  pngDataUrl,
  render,
  svgPage,
  writePng,
  writeWebp,
} from './lib.mjs';
import { gallery } from './gallery.mjs';
import { heroHtml } from './hero.mjs';
import { ogHtml } from './og.mjs';
import { portraitSvg, team } from './portraits.mjs';

const all = ['team', 'gallery', 'hero', 'og'];
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const targets = args.length ? args : all;
// --only=3,7 limits the gallery to those numbers (handy while iterating on one mock-up).
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice(7).split(',').map(Number) : null;
for (const t of targets) {
  if (!all.includes(t)) throw new Error(`Unknown target "${t}" (expected ${all.join(', ')})`);
}

const teamReadme = () => `# Team portraits

Illustrated head-and-shoulders portraits: 800×1000 WebP masters (4:5), drawn as SVG by
\`apps/site/scripts/artwork/portraits.mjs\`. Re-create with \`node apps/site/scripts/artwork/generate.mjs team\`.

| File | Name | Role | Backdrop |
| --- | --- | --- | --- |
${team.map((m) => `| \`${m.id}.webp\` | ${m.name} | ${m.role} | ${m.backdrop} |`).join('\n')}

Suggested alt text: “Illustrated portrait of Maya Okafor” (etc.).
`;

const galleryReadme = () => `# Gallery

Twelve portfolio mock-ups for the 3 × 4 scroll gallery, in reading order (row by row): 800×1000 WebP
masters (4:5), rendered from HTML/CSS by \`apps/site/scripts/artwork/gallery.mjs\`. Re-create with
\`node apps/site/scripts/artwork/generate.mjs gallery\`. All clients, figures and copy are invented.

| File | Alt text |
| --- | --- |
${gallery.map((g, i) => `| \`${String(i + 1).padStart(2, '0')}.webp\` | ${g.alt} |`).join('\n')}
`;

await openBrowser();
try {
  if (targets.includes('team')) {
    console.log('team portraits (800x1000 WebP)');
    for (const m of team) {
      const svg = portraitSvg(m.id, { grain: true });
      const png = await render(svgPage(svg, 800, 1000), 800, 1000, { scale: 2 });
      await writeWebp(`team/${m.id}.webp`, png, 800, 1000, { quality: 90 });
    }
    writeFileSync(join(assetsDir, 'team/README.md'), teamReadme());
  }

  if (targets.includes('gallery')) {
    console.log('gallery (800x1000 WebP)');
    for (const [i, item] of gallery.entries()) {
      if (only && !only.includes(i + 1)) continue;
      const n = String(i + 1).padStart(2, '0');
      const png = await render(page(item.html, item.css), 800, 1000, { scale: 2 });
      await writeWebp(`gallery/${n}.webp`, png, 800, 1000, { quality: 92 });
    }
    writeFileSync(join(assetsDir, 'gallery/README.md'), galleryReadme());
  }

  if (targets.includes('hero') || targets.includes('og')) {
    // Flat (grain-free) portraits are shared by the hero and the share image: flat colour compresses best.
    const flat = {};
    for (const m of team) {
      const svg = portraitSvg(m.id, { grain: false });
      flat[m.id] = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    }

    if (targets.includes('hero')) {
      console.log('hero (1600x1200 WebP)');
      const png = await render(heroHtml(flat), 1600, 1200, { scale: 1 });
      await writeWebp('hero/team-hero.webp', png, 1600, 1200, { quality: 92 });
    }

    if (targets.includes('og')) {
      console.log('share image (1200x630 PNG)');
      const thumbs = [];
      for (const k of [0, 4, 9]) {
        const item = gallery[k];
        thumbs.push(pngDataUrl(await render(page(item.html, item.css), 800, 1000)));
      }
      const png = await render(ogHtml(flat, thumbs), 1200, 630, { scale: 2 });
      // Palette PNG: used as-is for og:image, so it must stay small (< 200 KB).
      await writePng('og/share.png', png, 1200, 630, { palette: true, quality: 92 });
    }
  }
} finally {
  await closeBrowser();
}
