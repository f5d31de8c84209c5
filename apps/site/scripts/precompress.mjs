// The build's last step: writes a brotli and a gzip copy beside every text file in dist/, at their highest levels,
// once. The server then streams a ready copy, as a CDN serves what it has already compressed, instead of compressing
// each response again (brotli's top level costs about 2 ms per kilobyte, on every request).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressibleExtensions, encodings } from './compression.mjs';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));
await Promise.all(
  files.map(async (file) => {
    const data = await readFile(file);
    for (const { suffix, compress } of encodings)
      await writeFile(`${file}${suffix}`, await compress(data));
  }),
);
console.log(`compressed ${files.length} files (${encodings.map(({ name }) => name).join(', ')})`);
