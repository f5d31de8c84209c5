import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.mjs'],
    // Rendering-heavy tests can take seconds on a busy 2-core CI machine.
    testTimeout: 15_000,
    setupFiles: ['./vitest.setup.ts'],
    // The files share their worker's happy-dom and modules: a fresh environment per file cost about 75 of the
    // suite's 90 s. They can, because every test unmounts what it rendered (vitest.setup.ts) and the kit keeps no
    // state in its modules (the toast store belongs to its provider); the suite passes in shuffled file order.
    isolate: false,
  },
});
