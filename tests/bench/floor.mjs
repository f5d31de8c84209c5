// The "physical floor": the same prerendered pages, styles, fonts and images, with no JavaScript at all. Whatever
// the site scores worse than this is the price of its scripts.
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodings } from '../../apps/site/scripts/compression.mjs';

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const modulePreload = /<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi;

/**
 * @param {string} html
 * @returns {{ html: string, removed: number }}
 */
export function stripScripts(html) {
  let removed = 0;
  const count = () => {
    removed += 1;
    return '';
  };
  return { html: html.replace(scriptElement, count).replace(modulePreload, count), removed };
}

/**
 * React's streaming SSR leaves content in `<div hidden id="S:n">` and moves it in with an inline script; without
 * scripts that content stays hidden, so the floor would show the fallback instead. Worth a warning, not a fix.
 * @param {string} html
 */
export function hasScriptRevealedContent(html) {
  return /<div hidden id="S:\d+">/.test(html);
}

/** @param {string} dir */
async function htmlFilesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Copies `siteDir` to `floorDir` and strips scripts from every HTML file there.
 * @param {string} siteDir
 * @param {string} floorDir
 * @returns {Promise<{ files: number, removed: number, hiddenContentIn: string[] }>}
 */
export async function buildFloor(siteDir, floorDir) {
  await cp(siteDir, floorDir, { recursive: true });
  let removed = 0;
  const files = await htmlFilesUnder(floorDir);
  /** @type {string[]} */
  const hiddenContentIn = [];
  for (const file of files) {
    const stripped = stripScripts(await readFile(file, 'utf8'));
    removed += stripped.removed;
    if (hasScriptRevealedContent(stripped.html))
      hiddenContentIn.push(path.relative(floorDir, file));
    await writeFile(file, stripped.html);
    // The server sends the build's compressed copies, so they have to lose their scripts too.
    for (const { suffix, compress } of encodings)
      await writeFile(`${file}${suffix}`, await compress(Buffer.from(stripped.html)));
  }
  return { files: files.length, removed, hiddenContentIn };
}
