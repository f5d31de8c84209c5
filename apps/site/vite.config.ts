import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stableStyledIdsVite } from '@outpace/ui/build/stable-styled-ids';
import { defineConfig, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';

/**
 * Two page shells: `index.html` hydrates the landing page without the client router, `app.html` runs every other
 * route. Both take the head they share (theme colour, icon, fonts) from `shared-head.html`.
 */
function pageShells(): Plugin {
  const sharedHead = readFileSync(new URL('./shared-head.html', import.meta.url), 'utf8');
  return {
    name: 'outpace:page-shells',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('<!--shared-head-->', sharedHead),
    },
    // The dev server answers every page but `/` with the app shell, as the prerendered build does.
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const isPage = request.headers.accept?.includes('text/html') ?? false;
        if (isPage && request.url !== '/' && !request.url?.startsWith('/index.html'))
          request.url = '/app.html';
        next();
      });
    },
  };
}

/**
 * react-helmet-async with its dependencies, and every module that imports it directly or through the kit's Seo:
 * the kit's built chunk (named by a content hash, so recognised by its import) and this site's Seo wrappers. A
 * module that imports it and lands in `common` would pull it into the landing page's first load.
 */
const helmetPackages =
  /node_modules[\\/].*[\\/](react-helmet-async|react-fast-compare|shallowequal|invariant)[\\/]/;
const importsHelmet = new Map<string, boolean>();
const siteSeoModules = /[\\/]src[\\/](components[\\/]Seo|pages[\\/]landing[\\/]LandingSeo)\.tsx$/;
/**
 * The client router: only the app shell runs it (the landing page has none), so it never belongs in `common`. Left
 * to the share count alone, it lands there as soon as two of the app's lazy pages use it beside the products cache.
 */
const routerPackages = /node_modules[\\/].*[\\/](react-router|react-router-dom)[\\/]/;

/**
 * The kit's spinner: only the app shell draws it (route changes, account pages; the landing page shows skeletons).
 * As with the router, the share count alone puts it in `common` once two of the app's lazy pages use it. Its built
 * chunk is named by a content hash, so it is recognised by the component's display name.
 */
const spinnerChunks = new Map<string, boolean>();
function isKitSpinnerChunk(id: string): boolean {
  if (!/[\\/]packages[\\/]ui[\\/]dist[\\/]chunk-.*\.js$/.test(id)) return false;
  if (!spinnerChunks.has(id))
    spinnerChunks.set(id, readFileSync(id, 'utf8').includes('displayName = "Spinner"'));
  return spinnerChunks.get(id) ?? false;
}

function isHelmetModule(id: string): boolean {
  if (helmetPackages.test(id) || siteSeoModules.test(id)) return true;
  if (!/[\\/]packages[\\/]ui[\\/]dist[\\/].*\.js$/.test(id)) return false;
  if (!importsHelmet.has(id))
    importsHelmet.set(id, readFileSync(id, 'utf8').includes('from "react-helmet-async"'));
  return importsHelmet.get(id) ?? false;
}

export default defineConfig({
  plugins: [
    // Class names that match between the prerendered HTML and the browser (see packages/ui/build/stableStyledIds.mjs).
    stableStyledIdsVite(fileURLToPath(new URL('.', import.meta.url))),
    react(),
    imagetools(),
    pageShells(),
  ],
  // One styled-components instance for the app and the kit, also when prerendering in Node.
  ssr: { noExternal: ['styled-components', '@outpace/ui'] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The pages' own preloads stay; a lazy section's chunks are not announced with <link rel=modulepreload> by
    // script. Appending those links cost a 45-70 ms task at 4x CPU in the middle of the gallery's scroll, while the
    // section's import finds the same few chunks a moment later anyway.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      input: { index: 'index.html', app: 'app.html' },
      output: {
        // What both shells load up front (React, styled-components, the kit's shared parts) in one chunk, rather
        // than in a dozen small ones that each compress on their own.
        //
        // react-helmet-async (page metadata) gets a chunk of its own first: the app shell renders it up front, but
        // the landing page only in its products section, since its prerendered <head> never changes. In `common`
        // it would count against the landing page's initial JavaScript budget.
        codeSplitting: {
          groups: [
            // `common` first, so that what helmet's modules import (React) stays there; a group takes its modules'
            // dependencies along unless another group has them already.
            {
              name: 'common',
              tags: ['$initial'],
              minShareCount: 2,
              test: (id) =>
                !isHelmetModule(id) && !routerPackages.test(id) && !isKitSpinnerChunk(id),
              priority: 2,
            },
            { name: 'helmet', test: isHelmetModule, priority: 1 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
