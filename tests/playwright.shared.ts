import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** Settings every Playwright suite shares: Debian's Chromium, stable screenshots, a screenshot of a failure. */
export const sharedConfig: PlaywrightTestConfig = {
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  // Baselines are named by story and mode only: one Chromium (Debian's) renders them everywhere we run.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // Any colour difference counts (a one-step change of a theme colour fails), but a few anti-aliased pixels on
  // rounded corners, which vary between runs, do not.
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0,
      maxDiffPixels: 24,
    },
  },
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // No trace unless asked for (`--trace on`, see CONTRIBUTING.md): recording one for every test, to keep only the
    // failed ones, snapshots the DOM at each step of every test that passes, and took the end-to-end suite from 89 to
    // 119 s for 25 tests here (medians of two). A failed test still leaves its last screen, which costs nothing
    // until a test fails.
    screenshot: 'only-on-failure',
  },
};
