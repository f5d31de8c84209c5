import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { axeViolations, backend, expect, mailedLink, sessionStorageKey, test } from './fixtures';

/*
 * Accounts against the local backend of playwright.e2e.config.ts (auto-confirmed sign-ups, rate limits off,
 * `PASSWORD_REQUIRED_CHARACTERS=letters_digits` so that the server itself rejects weak passwords with reasons).
 * Every test that signs out, or changes a password, uses an account of its own: signing out revokes all of an
 * account's sessions on the server, which would pull the rug from under a parallel test sharing it.
 */

const seeded = {
  subscriber: { email: 'subscriber@example.com', password: 'Subscriber-Pass-2026' },
  expired: { email: 'expired@example.com', password: 'Expired-Pass-2026' },
  member: { email: 'member@example.com', password: 'Member-Pass-2026' },
};

const PASSWORD = 'Lantern-paper-42';

const messages = {
  invalidCredentials: 'That email and password do not match an account. Check them and try again.',
  weakPassword: 'Choose a stronger password.',
  charactersReason:
    'It needs a mix of character types, such as lower- and upper-case letters, digits and symbols.',
  linkExpired: 'Your reset link has expired or was already used. Request a new one.',
};

function uniqueEmail(testInfo: TestInfo): string {
  const slug = testInfo.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 24);
  return `e2e-${slug}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Console errors other than the browser's own lines for answers with an error status (a 400 for a wrong password). */
const appErrors = (errors: string[]) =>
  errors.filter((line) => !line.startsWith('Failed to load resource'));

const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const confirmField = (page: Page) => page.getByLabel('Confirm password', { exact: true });
const header = (page: Page) => page.getByRole('banner');
const accountMenuButton = (page: Page, email: string) =>
  header(page).getByRole('button', { name: `Account menu for ${email}` });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-up');
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await confirmField(page).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, email: string, password: string, url = '/sign-in') {
  await page.goto(url);
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Waits for the account page of `email` with a settled subscription. */
async function expectAccountPage(page: Page, email: string) {
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

async function signOutFromMenu(page: Page, email: string) {
  await accountMenuButton(page, email).click();
  await header(page).getByRole('button', { name: 'Sign out' }).click();
}

/** The newest recovery link the backend mailed to `email`. */
async function storedSession(page: Page) {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw
      ? (JSON.parse(raw) as { access_token: string; refresh_token: string; expires_at: number })
      : null;
  }, sessionStorageKey);
}

test.describe('accounts', () => {
  // Multi-step flows (sign up, sign out, sign in again, ...): well over the suite's 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('sign up, account menu, sign out with a toast, wrong password, sign in, reload', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);

    const response = await page.goto('/sign-up');
    // A client-only page, but prerendered as a shell: a direct load is a 200 with its own title and noindex.
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Create an account | Outpace');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();

    await signUp(page, email);
    await expectAccountPage(page, email);
    await expect(page.getByText('Not subscribed')).toBeVisible();
    await expect(accountMenuButton(page, email)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    await accountMenuButton(page, email).click();
    await expect(header(page).getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await header(page).getByRole('button', { name: 'Sign out' }).click();

    await expect(toasts(page).getByText('Signed out successfully')).toBeVisible();
    await expect(toasts(page).getByText('You have been signed out of your account.')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    // The account page sends a signed-out visitor to sign in, and back afterwards.
    await expect(page).toHaveURL('/sign-in?next=%2Faccount');
    expect(await storedSession(page)).toBeNull();

    await emailField(page).fill(email);
    await passwordField(page).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page).toHaveURL(/\/sign-in/);

    await passwordField(page).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectAccountPage(page, email);

    await page.reload();
    await expectAccountPage(page, email);
    await expect(accountMenuButton(page, email)).toBeVisible();
    // The session also holds on a page that loads supabase-js only once the browser is idle.
    await page.goto('/');
    await expect(accountMenuButton(page, email)).toBeVisible();

    expect(appErrors(consoleErrors)).toEqual([]);
  });

  test('redirects between sign-in and the account page, keeping next on this site', async ({
    page,
  }) => {
    await page.goto('/account');
    await expect(page).toHaveURL('/sign-in?next=%2Faccount');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await signIn(page, seeded.member.email, seeded.member.password, '/sign-in?next=%2Faccount');
    await expectAccountPage(page, seeded.member.email);

    // Signed in: the sign-in and sign-up pages lead on to the account page.
    await page.goto('/sign-in');
    await expect(page).toHaveURL('/account');
    await page.goto('/sign-up');
    await expect(page).toHaveURL('/account');
    // ... or to the page named in `next`, if it is one of ours.
    await page.goto('/sign-in?next=%2Fsaas-templates');
    await expect(page).toHaveURL('/saas-templates');
    await page.goto('/sign-in?next=%2F%2Fevil.example%2F');
    await expect(page).toHaveURL('/account');
  });

  test('a second tab follows a sign-out', async ({ page, context }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await signUp(page, email);
    await expectAccountPage(page, email);

    const other = await context.newPage();
    await other.goto('/account');
    await expectAccountPage(other, email);
    await expect(accountMenuButton(other, email)).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(toasts(page).getByText('Signed out successfully')).toBeVisible();

    await expect(other).toHaveURL('/sign-in?next=%2Faccount');
    await expect(header(other).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(accountMenuButton(other, email)).toHaveCount(0);

    // And the other way round: signing in there shows up here.
    await emailField(other).fill(email);
    await passwordField(other).fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectAccountPage(other, email);
    await expect(accountMenuButton(page, email)).toBeVisible();
  });

  test('forgot password: the mailed link leads to a new password that signs in', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const newPassword = 'Harbour-light-77';
    await signUp(page, email);
    await expectAccountPage(page, email);
    await signOutFromMenu(page, email);
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.goto('/sign-in');
    await page.getByRole('link', { name: /forgot/i }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page).toHaveTitle('Reset your password | Outpace');
    await emailField(page).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(
      page.getByText(`If an account exists for ${email}, we have sent a link`),
    ).toBeVisible();

    // The same neutral answer for an address without an account.
    await page.getByRole('button', { name: 'Use a different email' }).click();
    const stranger = `nobody-${Date.now()}@example.com`;
    await emailField(page).fill(stranger);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(`If an account exists for ${stranger}, we have sent a link`),
    ).toBeVisible();

    const link = await mailedLink(request, email, 'recovery');
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(page.getByText(`For ${email}.`)).toBeVisible();
    // supabase-js took the session out of the address bar.
    expect(page.url()).not.toContain('access_token');
    expect(await axeViolations(page)).toEqual([]);

    await passwordField(page).fill(newPassword);
    await confirmField(page).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue to your account' }).click();
    await expectAccountPage(page, email);

    await signOutFromMenu(page, email);
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
    await passwordField(page).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectAccountPage(page, email);

    // The link works once: used again, the reset page says so and offers a new one.
    await signOutFromMenu(page, email);
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(messages.linkExpired);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(page.url()).not.toContain('error_code');
    expect(await axeViolations(page)).toEqual([]);

    expect(appErrors(consoleErrors)).toEqual([]);
  });

  test('the reset page without a recovery session explains and offers a new link', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('open the link in the reset email');

    // A link the server refused (expired or used) lands with the reason in the fragment. A fresh load, as from
    // the e-mail: going there from the page itself would only change the fragment.
    await page.goto('about:blank');
    await page.goto(
      '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(messages.linkExpired);
  });

  test("sign-up checks the fields first, then shows the server's weak-password reasons", async ({
    page,
  }, testInfo) => {
    const signUpRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/signup')) signUpRequests.push(request.url());
    });

    await page.goto('/sign-up');
    await emailField(page).fill('not-an-email');
    await passwordField(page).fill('abc');
    await confirmField(page).fill('abd');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(emailField(page)).toHaveAccessibleDescription(/Enter a valid email address/);
    await expect(passwordField(page)).toHaveAccessibleDescription(/Use at least 6 characters/);
    await expect(confirmField(page)).toHaveAccessibleDescription(/The passwords do not match/);
    await expect(emailField(page)).toBeFocused();
    expect(signUpRequests).toEqual([]);

    // Long enough for the form, but the server wants letters and digits.
    await emailField(page).fill(uniqueEmail(testInfo));
    await passwordField(page).fill('onlyletters');
    await confirmField(page).fill('onlyletters');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(passwordField(page)).toHaveAccessibleDescription(
      new RegExp(`${messages.weakPassword}.*${messages.charactersReason}`),
    );
    await expect(
      page.getByRole('listitem').filter({ hasText: messages.charactersReason }),
    ).toBeVisible();
    await expect(passwordField(page)).toBeFocused();
    expect(signUpRequests).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);

    // An address that already has an account (with auto-confirm on, the server says so; with confirmations on it
    // would answer like a new sign-up, and the form would end on 'Check your inbox').
    await emailField(page).fill(seeded.member.email);
    await passwordField(page).fill(PASSWORD);
    await confirmField(page).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(emailField(page)).toHaveAccessibleDescription(
      'An account with this email already exists. Sign in instead, or reset your password.',
    );
    await expect(emailField(page)).toBeFocused();
  });

  test('a subscribed account sees its tier and end date', async ({ page }) => {
    await signIn(page, seeded.subscriber.email, seeded.subscriber.password);
    await expectAccountPage(page, seeded.subscriber.email);
    const summary = page.getByRole('main');
    await expect(summary.getByText('Subscribed', { exact: true })).toBeVisible();
    await expect(summary.getByText('Pro', { exact: true })).toBeVisible();
    await expect(summary.getByText('January 1, 2031')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an expired subscription shows as not subscribed', async ({ page }) => {
    await signIn(page, seeded.expired.email, seeded.expired.password);
    await expectAccountPage(page, seeded.expired.email);
    const summary = page.getByRole('main');
    await expect(summary.getByText('Not subscribed', { exact: true })).toBeVisible();
    await expect(summary.getByText('January 1, 2025')).toBeVisible();
    await expect(summary.getByText('Ended')).toBeVisible();
    await expect(summary.getByText('Pro', { exact: true })).toHaveCount(0);
  });

  test('a failing check-subscription leaves the subscription as it was and is logged', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page, seeded.subscriber.email, seeded.subscriber.password);
    await expectAccountPage(page, seeded.subscriber.email);
    const summary = page.getByRole('main');
    await expect(summary.getByText('Pro', { exact: true })).toBeVisible();
    const before = await storedSession(page);

    let failed = 0;
    await page.route('**/functions/v1/check-subscription', async (route) => {
      failed += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ error: 'The payment provider is unavailable' }),
      });
    });

    // A new token is a session change, which checks again: make the stored token look about to expire and
    // bring the tab "back", so supabase-js refreshes it now (TOKEN_REFRESHED) instead of within the next minutes.
    const refreshed = page.waitForResponse(
      (response) =>
        response.url().includes('/auth/v1/token?grant_type=refresh_token') && response.ok(),
    );
    await page.evaluate((key) => {
      const session = JSON.parse(window.localStorage.getItem(key)!);
      session.expires_at = Math.floor(Date.now() / 1000) + 60;
      window.localStorage.setItem(key, JSON.stringify(session));
      // supabase-js listens on window; the browser's own event bubbles there from the document.
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, sessionStorageKey);
    await refreshed;

    await expect.poll(() => failed).toBeGreaterThan(0);
    await expect
      .poll(() => consoleErrors.join('\n'))
      .toContain('check-subscription failed; keeping the previous subscription state');
    await expect(summary.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(summary.getByText('Subscribed', { exact: true })).toBeVisible();
    await expect(summary.getByText('Pro', { exact: true })).toBeVisible();
    await expect(summary.getByText('January 1, 2031')).toBeVisible();
    // A rotated refresh token (the access token may be identical when minted within the same second).
    expect((await storedSession(page))?.refresh_token).not.toBe(before?.refresh_token);
  });

  test('a failed sign-out keeps the session and says why in a destructive toast', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await signUp(page, email);
    await expectAccountPage(page, email);

    await page.route('**/auth/v1/logout**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({
          code: 'unexpected_failure',
          message: 'Logout is unavailable right now',
        }),
      }),
    );
    await signOutFromMenu(page, email);

    await expect(toasts(page).getByText('Sign out failed')).toBeVisible();
    await expect(toasts(page).getByText('Logout is unavailable right now')).toBeVisible();
    await expect(toasts(page).getByText('Signed out successfully')).toHaveCount(0);
    await expect(accountMenuButton(page, email)).toBeVisible();
    await expect(page).toHaveURL('/account');

    // The account page's button goes through the same handler.
    await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(toasts(page).getByText('Sign out failed')).toHaveCount(2);
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }),
    ).toBeEnabled();

    await page.unroute('**/auth/v1/logout**');
    await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(toasts(page).getByText('Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL('/sign-in?next=%2Faccount');
  });

  test('every account page passes axe', async ({ page }) => {
    for (const url of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password']) {
      await page.goto(url);
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(await axeViolations(page), url).toEqual([]);
    }
    // With a server error showing.
    await signIn(page, seeded.member.email, 'Wrong-password-1');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // And the account page, signed in.
    await passwordField(page).fill(seeded.member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectAccountPage(page, seeded.member.email);
    expect(await axeViolations(page)).toEqual([]);
    await accountMenuButton(page, seeded.member.email).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

// ----------------------------------------------------------------------------------------------------------------
// Token refresh before expiry, on a second backend whose tokens live 150 s (the shortest the README advises:
// supabase-js refreshes anything expiring within 90 s on every call). The built site has the backend URL baked
// in, so this page's requests to it are proxied to the second backend.

const localSupabaseDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'apps',
  'local-supabase',
);
const SHORT_JWT_EXP = 150;
/** How often supabase-js's auto-refresh checks the session (auth-js's AUTO_REFRESH_TICK_DURATION_MS). */
const AUTO_REFRESH_TICK_MS = 30_000;

test.describe('session refresh', () => {
  // Sign up, refresh, reload: like the accounts flows above, over the suite's 30 s on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let server: ChildProcess | undefined;
  /** The second backend's origin; it listens on a free port (PORT=0) and prints it. */
  let shortJwtBackend = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // What the package's start script runs (tsx), in one process: no pnpm and no tsx launcher in front of it.
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: localSupabaseDir,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: 'memory',
        JWT_EXP: String(SHORT_JWT_EXP),
        RATE_LIMIT_SIGNUPS: '0',
        RATE_LIMIT_TOKEN: '0',
        RATE_LIMIT_VERIFY: '0',
        RATE_LIMIT_BURST: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    shortJwtBackend = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the second backend did not start:\n${output}`)),
        80_000,
      );
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const url = output.match(/API URL\s+(http:\/\/\S+)/)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url.replace(/\/$/, ''));
        }
      };
      // Read to the end, also after the URL: a full pipe would stall the server.
      server!.stdout!.on('data', read);
      server!.stderr!.on('data', read);
      server!.on('exit', (code) =>
        reject(new Error(`the second backend exited (${code}):\n${output}`)),
      );
    });
    expect((await fetch(`${shortJwtBackend}/`)).status).toBeLessThan(500);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('a short-lived session is refreshed before it expires', async ({ page }, testInfo) => {
    // The page's timers and Date run on Playwright's clock, so that supabase-js's 30-s check comes when the test
    // moves the clock on rather than after a real half minute; the server and its tokens keep real time.
    await page.clock.install();
    await page.route(`${backend.url}/**`, async (route) => {
      const response = await route.fetch({
        url: route.request().url().replace(backend.url, shortJwtBackend),
      });
      await route.fulfill({ response });
    });
    const email = uniqueEmail(testInfo);
    await signUp(page, email);
    await expectAccountPage(page, email);
    const first = await storedSession(page);
    expect(first).not.toBeNull();
    const lifetime = first!.expires_at - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(SHORT_JWT_EXP - 20);
    expect(lifetime).toBeLessThanOrEqual(SHORT_JWT_EXP);

    // expires_at counts whole seconds: a session the server mints within the first one's second would expire with
    // it, and the check below could not tell them apart. The server shares this machine's clock.
    const firstMintedSecondEnds = (first!.expires_at - SHORT_JWT_EXP + 1) * 1000;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, firstMintedSecondEnds - Date.now())),
    );

    // One of supabase-js's checks, at most 30 s on: about 2 minutes left is within its 3-tick threshold. Nothing
    // else asks the server for a session meanwhile.
    const refreshed = page.waitForResponse((response) =>
      response.url().includes('/auth/v1/token?grant_type=refresh_token'),
    );
    await page.clock.fastForward(AUTO_REFRESH_TICK_MS);
    const refresh = await refreshed;
    expect(refresh.status()).toBe(200);
    // Before the first session expired, by the page's clock (the one supabase-js goes by).
    expect(await page.evaluate(() => Date.now() / 1000)).toBeLessThan(first!.expires_at);

    await expect
      .poll(async () => (await storedSession(page))?.refresh_token)
      .not.toBe(first!.refresh_token);
    const second = await storedSession(page);
    expect(second!.expires_at).toBeGreaterThan(first!.expires_at);
    await expect(accountMenuButton(page, email)).toBeVisible();

    // The refreshed session is the one that survives a reload.
    await page.reload();
    await expectAccountPage(page, email);
    expect((await storedSession(page))?.expires_at).toBeGreaterThanOrEqual(second!.expires_at);
  });
});
