import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per component folder, split into shared chunks: with `sideEffects: false`, an app's bundler keeps only
  // the modules of the components it uses (styled-components definitions cannot be dropped one by one).
  entry: [
    'src/index.ts',
    'src/theme/index.ts',
    'src/primitives/*/index.ts',
    'src/sections/*/index.ts',
  ],
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  target: 'es2022',
  sourcemap: true,
  // Stories and tests live beside components but never ship.
  external: [/^react($|\/)/, /^react-dom($|\/)/, 'styled-components'],
});
