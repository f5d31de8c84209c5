import { defineConfig } from '@playwright/test';
import { headlessShellPath } from './chromium.mjs';
import { sharedConfig } from './playwright.shared';

/**
 * End-to-end tests of the production build, served the way the README's run command serves it, against the
 * local Supabase-compatible backend on a throwaway in-memory database.
 */
const paymentKeys = {
  STRIPE_SECRET_KEY: 'sk_test_local_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_local_stand_in',
};

export default defineConfig({
  ...sharedConfig,
  testDir: 'e2e',
  outputDir: '../test-results/e2e',
  // A deep link to the products waits for hydration, the section's code, supabase-js and the request: 12 s once on a
  // 2-core runner slowed down by its host (common.js alone took 2.9 s to arrive over loopback).
  expect: { ...sharedConfig.expect, timeout: 20_000 },
  use: {
    ...sharedConfig.use,
    launchOptions: { ...sharedConfig.use?.launchOptions, executablePath: headlessShellPath },
    baseURL: 'http://127.0.0.1:4173',
  },
  webServer: [
    {
      // Plays Stripe (apps/payments-stand-in): the keys below are its own, never valid at Stripe.
      command: 'pnpm --filter @outpace/payments-stand-in start',
      cwd: '..',
      url: 'http://127.0.0.1:12111/',
      env: paymentKeys,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'pnpm --filter @outpace/local-supabase start',
      cwd: '..',
      url: 'http://127.0.0.1:54321/',
      env: {
        DATA_DIR: 'memory',
        // Many sign-ups and sign-ins from one IP within minutes: the hosted limits would throttle the suite.
        RATE_LIMIT_SIGNUPS: '0',
        RATE_LIMIT_TOKEN: '0',
        RATE_LIMIT_VERIFY: '0',
        RATE_LIMIT_BURST: '0',
        RATE_LIMIT_MFA: '0',
        RESET_EMAIL_INTERVAL: '0',
        // Letters and digits, as many hosted projects require: lets accounts.spec.ts see the server's own
        // weak-password answer (with its reasons) for a password the form's length check lets through.
        PASSWORD_REQUIRED_CHARACTERS: 'letters_digits',
        // A password change in a session over a day old needs a mailed code: account-center.spec.ts makes one
        // that old and follows that path; every other session is fresh and is not asked.
        SECURE_PASSWORD_CHANGE: 'true',
        ...paymentKeys,
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node apps/site/scripts/serve.mjs',
      cwd: '..',
      url: 'http://127.0.0.1:4173/',
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
