import { defineConfig } from '@playwright/test';
import { sharedConfig } from './playwright.shared';

/** End-to-end tests of the production build, served the way the README's run command serves it. */
export default defineConfig({
  ...sharedConfig,
  testDir: 'e2e',
  outputDir: '../test-results/e2e',
  use: { ...sharedConfig.use, baseURL: 'http://127.0.0.1:4173' },
  webServer: {
    command: 'node apps/site/scripts/serve.mjs',
    cwd: '..',
    url: 'http://127.0.0.1:4173/',
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
