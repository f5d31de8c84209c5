// How the site's text files are compressed: the build writes the compressed copies (precompress.mjs) and the server
// picks one by the request's Accept-Encoding (serve.mjs), so both read this one table. Source maps are left out:
// only developer tools fetch them, and they are most of the bytes to compress.
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

export const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
]);

/** In order of preference: each encoding's name in Accept-Encoding, the suffix of its copy, and its compressor. */
export const encodings = [
  {
    name: 'br',
    suffix: '.br',
    compress: (data) =>
      promisify(brotliCompress)(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    name: 'gzip',
    suffix: '.gz',
    compress: (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
  },
];

/** The encodings a request accepts, best first (a `q=0` entry refuses one). */
export function acceptedEncodings(acceptEncoding) {
  const refused = new Set();
  const named = new Set();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [token, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) refused.add(token);
    else named.add(token);
  }
  return encodings.filter(({ name }) => !refused.has(name) && (named.has(name) || named.has('*')));
}
