import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pricing is pure and runs in node. DOM suites (auth, products) opt in per file with
    // `// @vitest-environment happy-dom` until they are numerous enough to warrant a separate project.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Starts local Supabase servers on request for the happy-dom suites of the products client, which
    // cannot host one themselves (see the file); runs without them start none.
    globalSetup: ['test/localSupabase.globalSetup.ts'],
    // Suites that go through a local server sign accounts up (bcrypt) and back in: over 5 s on a loaded 2-core
    // machine, as the local backend's own suites allow for.
    testTimeout: 30_000,
    coverage: {
      // On by default so `pnpm --filter @outpace/core test` always enforces the pricing threshold.
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}'],
      reporter: ['text', 'json-summary'],
      thresholds: {
        // Only the pricing engine carries a threshold: it decides what visitors are quoted.
        'src/pricing/**': { lines: 100, branches: 100, functions: 100, statements: 100 },
      },
    },
  },
});
