// Size budgets of each public entry of @outpace/core, measured on the built dist/ the way an app gets it: everything
// the entry exports, bundled and minified by esbuild, compressed with brotli, without the peer dependencies (the app
// owns React, the Supabase client and react-query). Each limit is about 15 % above the entry's size when it was set:
// a change that grows one past it fails the test command. Raise a limit only on purpose and say why in the commit.
// Run: pnpm --filter @outpace/core size
const peers = [
  'react',
  'react-dom',
  '@supabase/supabase-js',
  '@supabase/postgrest-js',
  '@tanstack/react-query',
];

/** [public entry, limit] */
const budgets = [
  ['@outpace/core', '6.63 kB'],
  ['@outpace/core/pricing', '1.42 kB'],
  ['@outpace/core/seo', '0.60 kB'],
  ['@outpace/core/supabase', '0.70 kB'],
  ['@outpace/core/auth', '4.28 kB'],
  ['@outpace/core/security', '3.05 kB'],
  ['@outpace/core/products', '1.07 kB'],
  ['@outpace/core/payments', '1.40 kB'],
  ['@outpace/core/scheduling', '0.30 kB'],
];

/** tsup imports shared chunks bare from some entries; with `sideEffects: false` esbuild drops them and would say so. */
const quietBareImports = (config) => ({
  ...config,
  logOverride: { ...config.logOverride, 'ignored-bare-import': 'silent' },
});

export default budgets.map(([entry, limit]) => ({
  name: entry,
  path: `dist${entry.slice('@outpace/core'.length)}/index.js`,
  import: '*',
  ignore: peers,
  limit,
  modifyEsbuildConfig: quietBareImports,
}));
