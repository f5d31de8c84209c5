import { defineConfig } from 'tsup';

export default defineConfig({
  // Named entries so `./pricing` lands at dist/pricing/index.js, matching the package.json exports map.
  entry: {
    index: 'src/index.ts',
    'pricing/index': 'src/pricing/index.ts',
    'seo/index': 'src/seo/index.ts',
    'supabase/index': 'src/supabase/index.ts',
    'auth/index': 'src/auth/index.ts',
    'security/index': 'src/security/index.ts',
    'products/index': 'src/products/index.ts',
    'scheduling/index': 'src/scheduling/index.ts',
    'payments/index': 'src/payments/index.ts',
    'contracts/index': 'src/contracts/index.ts',
  },
  format: ['esm'],
  dts: true,
  target: 'es2022',
  clean: true,
  sourcemap: true,
  // The app owns the single React, Supabase client and QueryClient; bundling a copy would split them.
  // A bare package name here also covers its subpaths (react/jsx-runtime and so on).
  external: [
    'react',
    'react-dom',
    '@supabase/supabase-js',
    '@supabase/postgrest-js',
    '@tanstack/react-query',
  ],
});
