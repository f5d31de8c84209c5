import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A whole checkout or subscription lifecycle is many HTTP round trips through the stripe client: 5.6 s on a
    // loaded 2-core machine, past Vitest's 5 s default.
    testTimeout: 30_000,
  },
});
