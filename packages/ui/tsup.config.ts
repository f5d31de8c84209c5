import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  sourcemap: true,
  // Stories and tests live beside components but never ship.
  external: [/^react($|\/)/, /^react-dom($|\/)/, 'styled-components'],
});
