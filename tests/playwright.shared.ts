import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** Settings every Playwright suite shares: Debian's Chromium, stable screenshots, traces on failure. */
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
    // A failed test's trace keeps its DOM snapshots, which show every step, but no screencast: encoding the frames
    // of two software-rendered pages doubled the time a page took to hydrate and load its products (alert after
    // 5.5 s without, 11–13 s with), enough to push slow steps past their timeouts on a busy runner.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
};
