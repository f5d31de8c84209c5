// Writes static HTML for every public route into dist/, so pages paint (and read) before any JavaScript runs.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withBuildBackend } from './build-backend.mjs';
import { startScriptsAfterHero } from './hero-first-entry.mjs';
import { withSessionHint } from './session-hint.mjs';
import {
  netlifyHeaders,
  netlifyRedirects,
  robotsTxt,
  sitemapXml,
  vercelConfig,
} from './static-host-files.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(appDir, 'dist');
const ssrDir = path.join(appDir, '.ssr');

const {
  render,
  shellFor,
  prerenderRoutes,
  templateRoutes,
  legacyRedirects,
  siteUrl,
  sessionStorageKey,
  productsApi,
  readProductsForBuild,
  readPlansForBuild,
} = await import(pathToFileURL(path.join(ssrDir, 'buildApi.js')).href);
// The built page shells: the landing page's (index.html) and the app's (app.html, only a template: removed below).
const shellFiles = { landing: 'index.html', app: 'app.html' };
const readShell = async (name) =>
  withSessionHint(await readFile(path.join(distDir, shellFiles[name]), 'utf8'), sessionStorageKey);
// Every prerendered page carries the boot script, which says when it starts the page's scripts and what it answers
// until they have hydrated (hero-first-entry.mjs): without it, a question on /plans tapped before hydration stayed
// closed.
const shells = {
  landing: startScriptsAfterHero(await readShell('landing')),
  app: startScriptsAfterHero(await readShell('app')),
};
const shellOf = (route) => shells[shellFor(route.path)];

// React 19 renders each page's title, meta and link tags (react-helmet-async's, see the kit's Seo) at the start of
// the app markup; they belong in <head>. So do the landing page's structured data blocks, which the build renders
// right after them and outside the tree the page hydrates (src/prerender/renderPage.tsx, pageFor). Their JSON has no `<` (the
// serialiser escapes it), so `[^<]*` spans the whole block.
const HOISTED_HEAD_TAGS =
  /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>|<script type="application\/ld\+json">[^<]*<\/script>)/;

function splitHead(html) {
  let head = '';
  let rest = html;
  for (let match = rest.match(HOISTED_HEAD_TAGS); match; match = rest.match(HOISTED_HEAD_TAGS)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

function fileNamesFor(route) {
  if (route.path === '/') return ['index.html'];
  if (route.file) return [route.file];
  const name = route.path.replace(/^\//, '');
  // Static hosts differ in how they map /x to a file; write both so none falls back to the home page's HTML.
  return [`${name}.html`, path.join(name, 'index.html')];
}

// The pages that list products or plans are written with them, as the API has them now (see build-backend.mjs).
const { products, plans } = await withBuildBackend(productsApi, async () => ({
  products: await readProductsForBuild(productsApi),
  plans: await readPlansForBuild(productsApi),
}));
const routes = [...prerenderRoutes, ...templateRoutes(products)];
if (!products)
  console.log('templates: no template pages prerendered (no products); each opens from the API');

for (const route of routes) {
  const { html, styleTags, dataTags } = await render(route.path, products, plans);
  const { head, body } = splitHead(html);
  const page = shellOf(route)
    .replace('<!--app-head-->', `${head}${styleTags}`)
    .replace('<!--app-html-->', body)
    .replace('<!--app-data-->', dataTags);
  for (const fileName of fileNamesFor(route)) {
    const target = path.join(distDir, fileName);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, page);
  }
  console.log(`prerendered ${route.path} -> ${fileNamesFor(route).join(', ')}`);
}

const indexable = routes.filter((route) => !route.file).map((route) => route.path);
const hostFiles = {
  _redirects: netlifyRedirects(legacyRedirects),
  _headers: netlifyHeaders(),
  'vercel.json': vercelConfig(legacyRedirects),
  'robots.txt': robotsTxt(siteUrl),
  'sitemap.xml': sitemapXml(siteUrl, indexable),
};
for (const [name, content] of Object.entries(hostFiles))
  await writeFile(path.join(distDir, name), content);
console.log(`wrote ${Object.keys(hostFiles).join(', ')}`);

await rm(ssrDir, { recursive: true, force: true });
await rm(path.join(distDir, shellFiles.app));
