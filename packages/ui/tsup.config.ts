import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { stableStyledIdsEsbuild } from './build/stableStyledIds.mjs';

export default defineConfig({
  // One entry per component folder, split into shared chunks: with `sideEffects: false`, an app's bundler keeps only
  // the modules of the components it uses (styled-components definitions cannot be dropped one by one).
  entry: [
    'src/index.ts',
    'src/theme/index.ts',
    'src/primitives/*/index.ts',
    'src/sections/*/index.ts',
    // Each icon an entry of its own: in a shared chunk, the icons a page never draws would travel with the ones it does
    // (all of them reached the landing page's first script, 0.5 KB brotli).
    'src/icons/*.tsx',
  ],
  format: ['esm'],
  // Class names that match between the prerendered HTML and the browser (see build/stableStyledIds.mjs).
  esbuildPlugins: [stableStyledIdsEsbuild(fileURLToPath(new URL('.', import.meta.url)))],
  splitting: true,
  // Types only for the two public entries: declarations for every internal entry tripled the build's time.
  dts: { entry: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts' } },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  // Stories and tests live beside components but never ship.
  external: [/^react($|\/)/, /^react-dom($|\/)/, 'styled-components'],
});
