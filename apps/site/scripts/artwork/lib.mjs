/* global document -- used inside page.evaluate callbacks, which run in Chromium */
// Shared helpers for the artwork generator: the brand palette, embedded fonts, a headless-Chromium renderer
// and sharp encoders. Everything is deterministic: no randomness, no clock, no network.
import { readFileSync, existsSync, mkdirSync, writeFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokens } from '@outpace/ui/theme';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
export const siteRoot = resolve(here, '../..');
export const repoRoot = resolve(siteRoot, '../..');
export const assetsDir = join(siteRoot, 'src/assets');

/** The brand palette: the kit's theme tokens, read from its build (`pnpm --filter @outpace/ui build` first). */
export const c = tokens.palette;

function fontFile(pkg, file) {
  for (const base of [join(siteRoot, 'node_modules'), join(repoRoot, 'node_modules')]) {
    const p = join(base, '@fontsource-variable', pkg, 'files', file);
    if (existsSync(p)) return p;
  }
  throw new Error(`Font not found: ${pkg}/${file} (run pnpm install)`);
}

const dataUrl = (p) => `data:font/woff2;base64,${readFileSync(p).toString('base64')}`;

let fontCssCache;
/** @font-face rules for Bricolage Grotesque (opsz/wdth/wght) and Inter (opsz/wght, normal + italic). */
export function fontCss() {
  if (fontCssCache) return fontCssCache;
  const brico = dataUrl(
    fontFile('bricolage-grotesque', 'bricolage-grotesque-latin-standard-normal.woff2'),
  );
  const inter = dataUrl(fontFile('inter', 'inter-latin-standard-normal.woff2'));
  const interI = dataUrl(fontFile('inter', 'inter-latin-standard-italic.woff2'));
  fontCssCache = `
@font-face{font-family:'Brico';src:url(${brico}) format('woff2');font-weight:200 800;font-stretch:75% 100%;font-style:normal}
@font-face{font-family:'Inter';src:url(${inter}) format('woff2');font-weight:100 900;font-style:normal}
@font-face{font-family:'Inter';src:url(${interI}) format('woff2');font-weight:100 900;font-style:italic}
`;
  return fontCssCache;
}

/** Base CSS every HTML template starts from. */
export function baseCss() {
  return `${fontCss()}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:100%;height:100%;overflow:hidden}
body{font-family:'Inter',sans-serif;-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision;font-feature-settings:'ss01','cv11'}
.d{font-family:'Brico',sans-serif;font-variation-settings:'opsz' 96;letter-spacing:-0.04em;line-height:.92}
`;
}

export function page(html, css = '') {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${baseCss()}${css}</style></head><body>${html}</body></html>`;
}

export function svgPage(svg, w, h) {
  return page(svg, `body{width:${w}px;height:${h}px}svg{display:block}`);
}

let browser;
export async function openBrowser() {
  const { chromium } = await import('playwright');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--font-render-hinting=none',
      '--force-color-profile=srgb',
    ],
  });
  return browser;
}
export async function closeBrowser() {
  await browser?.close();
}

/**
 * Renders an HTML document to a PNG buffer. `scale` renders at a higher device pixel ratio; the
 * encoders then downsample with Lanczos, which gives cleaner edges than Chromium's own AA at 1x.
 */
export async function render(html, width, height, { scale = 1 } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  const pg = await ctx.newPage();
  await pg.setContent(html, { waitUntil: 'load' });
  await pg.evaluate(() => document.fonts.ready);
  await pg.evaluate(() =>
    Promise.all(
      [...document.images].map((i) =>
        i.complete ? 0 : new Promise((r) => (i.onload = i.onerror = r)),
      ),
    ),
  );
  const buf = await pg.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } });
  await ctx.close();
  return buf;
}

function out(rel, buf) {
  const p = join(assetsDir, rel);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, buf);
  const kb = (statSync(p).size / 1024).toFixed(1);
  console.log(`  ${rel.padEnd(24)} ${kb.padStart(7)} KB`);
  return p;
}

export async function writeWebp(rel, png, width, height, { quality = 88, ...opts } = {}) {
  const buf = await sharp(png)
    .resize(width, height, { kernel: 'lanczos3' })
    .webp({ quality, effort: 6, smartSubsample: true, ...opts })
    .toBuffer();
  return out(rel, buf);
}

export async function writePng(
  rel,
  png,
  width,
  height,
  { palette = false, quality = 95, colours = 256 } = {},
) {
  const buf = await sharp(png)
    .resize(width, height, { kernel: 'lanczos3' })
    .png(
      palette
        ? { palette: true, quality, colours, effort: 10, dither: 0.6 }
        : { compressionLevel: 9, effort: 10 },
    )
    .toBuffer();
  return out(rel, buf);
}

export const pngDataUrl = (buf) => `data:image/png;base64,${buf.toString('base64')}`;
