// Fails when the landing page's initial JavaScript (its module script and modulepreloads, brotli) outgrows the
// budget. Deterministic, unlike the rest of `pnpm bench`, so the test command runs it on every build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INITIAL_JS_BUDGET_KB } from './bench/budgets.mjs';
import { initialJsSizes } from './bench/static-assets.mjs';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/site/dist');
const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
const { files, brotliKB, gzipKB } = await initialJsSizes(distDir, html);

for (const file of files) console.log(`  ${file.url}  ${file.brotliKB.toFixed(1)} KB brotli`);
const summary = `landing page initial JS: ${brotliKB.toFixed(1)} KB brotli (${gzipKB.toFixed(1)} KB gzip), budget ${INITIAL_JS_BUDGET_KB} KB`;
if (brotliKB > INITIAL_JS_BUDGET_KB) {
  console.error(`Over budget: ${summary}`);
  process.exit(1);
}
console.log(summary);
