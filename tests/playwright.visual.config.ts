import { defineConfig } from '@playwright/test';
import { sharedConfig } from './playwright.shared';

const port = 6106;

/**
 * Tests of the static Storybook build: a screenshot of every story (visual/stories.spec.ts), and the kit's guide
 * pages rendered and checked with axe (visual/docs-pages.spec.ts).
 */
export default defineConfig({
  ...sharedConfig,
  testDir: 'visual',
  outputDir: '../test-results/visual',
  // The HTML report shows each changed story's baseline, new capture and diff side by side (`pnpm test:visual:review`
  // opens it; CI keeps it as an artifact). It never opens by itself, so `npm test` never waits on it.
  reporter: [['list'], ['html', { outputFolder: '../playwright-report/visual', open: 'never' }]],
  // Full-page captures of long sections can take seconds on a busy 2-core machine.
  expect: { ...sharedConfig.expect, timeout: 15_000 },
  use: { ...sharedConfig.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `node tests/visual/serve-storybook.mjs ${port}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/index.json`,
    timeout: 30_000,
  },
});
