import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.mjs'],
    // Rendering-heavy tests can take seconds on a busy 2-core CI machine.
    testTimeout: 15_000,
    setupFiles: ['./vitest.setup.ts'],
  },
});
