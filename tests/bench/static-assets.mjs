// Figures read straight from the built files, so they do not vary between runs.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * Value of one attribute in a start tag; HTML attribute names are case-insensitive (React writes fetchPriority).
 * @param {string} tag
 * @param {string} name
 */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * Root-relative asset URL → file in the served directory.
 * @param {string} root
 * @param {string} url
 */
function fileFor(root, url) {
  return path.join(root, decodeURIComponent(new URL(url, 'http://x/').pathname));
}

/**
 * The JavaScript the page loads to come alive: module entry scripts and modulepreloads, also when the landing
 * page's boot script adds them after the hero image (its `data-entry` and `data-preload`).
 * @param {string} root served directory
 * @param {string} html its index.html
 */
export async function initialJsSizes(root, html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type')?.toLowerCase() === 'module') urls.add(src);
    const bootEntry = attribute(tag, 'data-entry');
    if (bootEntry) urls.add(bootEntry);
    for (const href of attribute(tag, 'data-preload')?.split(' ') ?? []) if (href) urls.add(href);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') urls.add(href);
  }
  const files = [];
  for (const url of urls) {
    const source = await readFile(fileFor(root, url));
    files.push({
      url,
      rawKB: source.length / KB,
      gzipKB: gzipSync(source, { level: 9 }).length / KB,
      brotliKB:
        brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }).length / KB,
    });
  }
  const sum = (/** @type {'rawKB' | 'gzipKB' | 'brotliKB'} */ key) =>
    files.reduce((total, file) => total + file[key], 0);
  return { files, rawKB: sum('rawKB'), gzipKB: sum('gzipKB'), brotliKB: sum('brotliKB') };
}

/**
 * The hero: the `<img fetchpriority=high>` and the `<source>`s of its `<picture>`. Returns every candidate URL (to
 * recognise its request in a Lighthouse run) and, per format, the widest candidate with its file size.
 * @param {string} root
 * @param {string} html
 */
export async function heroImage(root, html) {
  const img = [...html.matchAll(/<img\b[^>]*>/gi)]
    .map((match) => ({ tag: match[0], index: match.index ?? 0 }))
    .find(({ tag }) => attribute(tag, 'fetchpriority')?.toLowerCase() === 'high');
  if (!img) return null;
  const pictureStart = html.lastIndexOf('<picture', img.index);
  const pictureEnd = html.lastIndexOf('</picture>', img.index);
  const sources =
    pictureStart > pictureEnd
      ? [...html.slice(pictureStart, img.index).matchAll(/<source\b[^>]*>/gi)].map((m) => m[0])
      : [];
  /** @type {{ url: string, width: number, type: string }[]} */
  const candidates = [];
  for (const tag of [...sources, img.tag]) {
    const type = attribute(tag, 'type') ?? 'img';
    const srcset = attribute(tag, 'srcset');
    for (const entry of srcset ? srcset.split(',') : []) {
      const [url, descriptor = ''] = entry.trim().split(/\s+/);
      candidates.push({ url, width: Number.parseInt(descriptor, 10) || 0, type });
    }
    const src = attribute(tag, 'src');
    if (src) candidates.push({ url: src, width: Number(attribute(tag, 'width') ?? 0), type });
  }
  /** @type {Record<string, { url: string, width: number, kB: number }>} */
  const widestByFormat = {};
  for (const candidate of candidates) {
    const known = widestByFormat[candidate.type];
    if (known && known.width >= candidate.width) continue;
    const { size } = await stat(fileFor(root, candidate.url));
    widestByFormat[candidate.type] = { url: candidate.url, width: candidate.width, kB: size / KB };
  }
  const largestKB = Math.max(...Object.values(widestByFormat).map((entry) => entry.kB));
  return {
    src: attribute(img.tag, 'src') ?? '',
    candidatePaths: [...new Set(candidates.map((c) => new URL(c.url, 'http://x/').pathname))],
    widestByFormat,
    largestKB,
  };
}
