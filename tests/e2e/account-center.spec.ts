import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { securityErrorMessages } from '../../apps/site/src/content/securityErrors';
import { totpCode, totpStep, totpStepSeconds } from '../../apps/local-supabase/src/tokens/totp';
import {
  axeViolations,
  backend,
  expect,
  mailedLink,
  mailedReauthenticationCode,
  test,
} from './fixtures';

/*
 * The account center against the local backend of playwright.e2e.config.ts, with the real supabase-js client in
 * the page. Every test makes fresh accounts through the admin API, so no test depends on another or on the order.
 * That backend wants the current password for a password change (as this project's hosted one does) and has
 * secure password change on, so a session older than a day must also enter a code it mails.
 */

const PASSWORD = 'Lantern-paper-42';
const NEW_PASSWORD = 'Harbour-quiet-17';
const adminHeaders = {
  apikey: backend.serviceRoleKey,
  Authorization: `Bearer ${backend.serviceRoleKey}`,
};

function uniqueEmail(testInfo: TestInfo, tag = ''): string {
  const slug = testInfo.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 20);
  return `ac-${slug}${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A confirmed account, made through the admin API. */
async function createAccount(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post(`${backend.url}/auth/v1/admin/users`, {
    headers: adminHeaders,
    data: { email, password, email_confirm: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through the API, as another device would; resolves with that device's refresh token. */
async function signInElsewhere(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post(`${backend.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: backend.serviceRoleKey },
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { refresh_token: string }).refresh_token;
}

/** Whether a device's session still lives: its refresh token still buys a new access token. */
async function isSessionAlive(request: APIRequestContext, refreshToken: string) {
  const response = await request.post(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    headers: { apikey: backend.serviceRoleKey },
    data: { refresh_token: refreshToken },
  });
  return response.ok();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in?next=%2Faccount');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const accountShown = (page: Page) =>
  expect(page.getByRole('heading', { level: 3, name: 'Devices' })).toBeVisible();

async function openAccount(page: Page, email: string, password = PASSWORD) {
  await signIn(page, email, password);
  await expect(page).toHaveURL('/account');
  await accountShown(page);
}

/**
 * An authenticator app, as the test's own clock shows it. The server accepts the step before and after the
 * current one, and each step once per app; `nextCode` hands out steps in order, waiting only when the next
 * unused one is not yet accepted.
 */
function authenticatorApp(secret: string) {
  let lastStep = -Infinity;
  return {
    async nextCode(page: Page) {
      const now = () => Date.now() / 1000;
      let step = Math.max(totpStep(now()) - 1, lastStep + 1);
      while (step > totpStep(now()) + 1) {
        await page.waitForTimeout(1_000);
        step = Math.max(totpStep(now()) - 1, lastStep + 1);
      }
      lastStep = step;
      return totpCode(secret, step * totpStepSeconds);
    },
  };
}

/** Makes the account's sessions look a day old, through the local backend's developer route. */
async function ageSessions(request: APIRequestContext, email: string) {
  const response = await request.post(`${backend.url}/__dev/sessions/backdate`, {
    headers: adminHeaders,
    data: { email, hours: 25 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Matches a text that contains `text` as it is. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The Password panel, filled and sent as a person would. */
function passwordForm(page: Page) {
  const form = panel(page, 'Password');
  const current = form.getByLabel('Current password');
  const next = form.getByLabel('New password', { exact: true });
  const send = () => form.getByRole('button', { name: 'Change password' }).click();
  return {
    form,
    current,
    next,
    send,
    async fill(newPassword: string, currentPassword = PASSWORD) {
      await current.fill(currentPassword);
      await next.fill(newPassword);
      await form.getByLabel('Confirm new password').fill(newPassword);
      await send();
    },
  };
}
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test.describe('account center', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the panels sit in four groups: a link goes to its group and focuses it, a deep link lands on its group', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await createAccount(request, email);
    await openAccount(page, email);
    const nav = page.getByRole('navigation', { name: 'On this page' });
    const link = (name: string) => nav.getByRole('link', { name });
    await expect(nav.getByRole('link')).toHaveText([
      'Templates',
      'Plan & billing',
      'Sign-in & security',
      'Danger zone',
    ]);

    await link('Danger zone').click();
    await expect(page.getByRole('region', { name: 'Danger zone' })).toBeFocused();
    await expect(page).toHaveURL('/account#danger-zone');
    await expect(link('Danger zone')).toHaveAttribute('aria-current', 'location');

    await page.goto('/account#plan-and-billing');
    await expect(page.getByRole('region', { name: 'Plan & billing' })).toBeFocused();
  });

  test('devices: other devices are signed out, then everywhere, and the second tab follows within a second', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await createAccount(request, email);
    const otherDevice = await signInElsewhere(request, email);
    await openAccount(page, email);

    await panel(page, 'Devices').getByRole('button', { name: 'Sign out of other devices' }).click();
    await expect(toasts(page).getByText('Signed out of other devices')).toBeVisible();
    expect(await isSessionAlive(request, otherDevice)).toBe(false);
    await expect(page).toHaveURL('/account');

    const secondTab = await context.newPage();
    await secondTab.goto('/account');
    await expect(secondTab.getByRole('heading', { level: 3, name: 'Devices' })).toBeVisible();

    await panel(page, 'Devices').getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(toasts(page).getByText('Signed out everywhere')).toBeVisible();
    await expect(secondTab).toHaveURL(/\/sign-in/, { timeout: 1_000 });
  });

  test("change password: a wrong current password and a weak one are refused with the input kept; then saved, other devices end while this browser's tabs stay in, the new one signs in", async ({
    page,
    context,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await createAccount(request, email);
    const otherDevice = await signInElsewhere(request, email);
    await openAccount(page, email);
    const secondTab = await context.newPage();
    await secondTab.goto('/account');
    await accountShown(secondTab);
    const { form, current, next, fill } = passwordForm(page);

    await fill(NEW_PASSWORD, 'Not-my-password-1');
    await expect(current).toHaveAccessibleDescription(
      containing(securityErrorMessages.wrongCurrentPassword),
    );
    await expect(current).toHaveValue('Not-my-password-1');
    await expect(next).toHaveValue(NEW_PASSWORD);

    // Letters only: the server's character rule (letters and digits) refuses it, in the sign-up's words.
    await fill('paperlantern');
    await expect(form.getByText('Choose a stronger password.')).toBeVisible();
    await expect(next).toHaveValue('paperlantern');
    await expect(current).toHaveValue(PASSWORD);

    await fill(NEW_PASSWORD);
    await expect(form.getByText('Password changed')).toBeVisible();
    expect(await isSessionAlive(request, otherDevice)).toBe(false);
    await signInElsewhere(request, email, NEW_PASSWORD);
    // The tab beside it shares this browser's session, which the change keeps: it stays on the account, also
    // after a reload.
    await secondTab.reload();
    await accountShown(secondTab);
  });

  test('change password in a day-old session: the server asks for a mailed code; a wrong one is refused, the right one saves it', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await createAccount(request, email);
    await openAccount(page, email);
    await ageSessions(request, email);
    const { form, next, fill, send } = passwordForm(page);
    await fill(NEW_PASSWORD);

    await expect(form.getByText(securityErrorMessages.reauthenticationNeeded)).toBeVisible();
    await form.getByRole('button', { name: 'Email me a code' }).click();
    await expect(form.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    const code = await mailedReauthenticationCode(request, email);
    const codeField = form.getByLabel('Code from your email');
    const wrongCode = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrongCode);
    await send();
    await expect(codeField).toHaveAccessibleDescription(
      containing(securityErrorMessages.reauthenticationInvalid),
    );
    await expect(next).toHaveValue(NEW_PASSWORD);

    await codeField.fill(code);
    await send();
    await expect(form.getByText('Password changed')).toBeVisible();
    await signInElsewhere(request, email, NEW_PASSWORD);
  });

  test('change e-mail: an address in use is refused with the address kept; a free one is taken', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const taken = uniqueEmail(testInfo, '-taken');
    const next = uniqueEmail(testInfo, '-new');
    await createAccount(request, email);
    await createAccount(request, taken);
    await openAccount(page, email);
    const form = panel(page, 'Email');
    const input = form.getByRole('textbox', { name: 'New email' });

    await input.fill(taken);
    await form.getByRole('button', { name: 'Change email' }).click();
    await expect(input).toHaveAccessibleDescription(
      'Another account already uses this email. Choose a different address.',
    );
    await expect(input).toHaveValue(taken);

    // As on Supabase, the address changes only through a mailed link; this server confirms e-mails automatically
    // (see playwright.e2e.config.ts), so the link to the new address alone completes the change.
    await input.fill(next);
    await form.getByRole('button', { name: 'Change email' }).click();
    await expect(form.getByText('Pending: confirm from both addresses')).toBeVisible();
    await request.get(await mailedLink(request, next, 'email_change'), { maxRedirects: 0 });
    await signInElsewhere(request, next);
  });

  test('a new password ends a pending e-mail change: the page stops showing it as pending, also after a reload (issue 24, item 6)', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const next = uniqueEmail(testInfo, '-new');
    await createAccount(request, email);
    await openAccount(page, email);
    const emailForm = panel(page, 'Email');
    await emailForm.getByRole('textbox', { name: 'New email' }).fill(next);
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    const pending = emailForm.getByText('Pending: confirm from both addresses');
    await expect(pending).toBeVisible();

    await passwordForm(page).fill(NEW_PASSWORD);
    await expect(panel(page, 'Password').getByText('Password changed')).toBeVisible();

    // The new password voided the links, so the change can no longer complete: nothing may say it will.
    await expect(pending).toBeHidden();
    await page.reload();
    await accountShown(page);
    await expect(
      panel(page, 'Email').getByText('Pending: confirm from both addresses'),
    ).toBeHidden();
    await expect(panel(page, 'Email').getByText(next)).toHaveCount(0);
  });

  test('delete account: another e-mail typed deletes nothing and keeps what was typed; the right one deletes it, signs out and goes home', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await createAccount(request, email);
    await openAccount(page, email);
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const input = dialog.getByRole('textbox', { name: 'Type your email to confirm' });
    const openDialog = () =>
      panel(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();

    await openDialog();
    await input.fill(`x${email}`);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(input).toHaveAccessibleDescription(
      `That is not this account's email. Type ${email} to confirm.`,
    );
    await expect(input).toHaveValue(`x${email}`);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toHaveCount(0);
    await accountShown(page);

    await openDialog();
    await input.fill(email);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Sign in', exact: true }).first()).toBeVisible();
    const signIn = await request.post(`${backend.url}/auth/v1/token?grant_type=password`, {
      headers: { apikey: backend.serviceRoleKey },
      data: { email, password: PASSWORD },
    });
    expect(signIn.status()).toBe(400);
  });

  test('two-factor: add an app from its key, sign in with a code (a wrong one refused), a second tab follows, remove the app', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await createAccount(request, email);
    await openAccount(page, email);
    const twoFactor = panel(page, 'Two-factor authentication');

    await twoFactor.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(
      twoFactor.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    const secret = (await twoFactor.locator('code').innerText()).replace(/\s/g, '');
    const app = authenticatorApp(secret);
    expect(await axeViolations(page)).toEqual([]);
    await twoFactor.getByLabel('Code from the app').fill(await app.nextCode(page));
    await twoFactor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await expect(twoFactor.getByText('Two-factor authentication is on')).toBeVisible();
    await expect(
      twoFactor.getByRole('list', { name: 'Your authenticator apps' }).getByRole('listitem'),
    ).toHaveCount(1);

    // Signed in again, the password is only the first step; the account waits for a code, in every tab.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    // Until the sign-out is through, the sign-in page would see the session and go straight back to the account.
    await expect(toasts(page).getByText('Signed out successfully')).toBeVisible();
    await signIn(page, email);
    const step = page.getByRole('textbox', { name: 'Code', exact: true });
    await expect(step).toBeVisible();
    const secondTab = await context.newPage();
    await secondTab.goto('/account');
    await expect(secondTab.getByRole('textbox', { name: 'Code', exact: true })).toBeVisible();
    await expect(secondTab.getByRole('heading', { level: 3, name: 'Devices' })).toHaveCount(0);

    const otherApp = authenticatorApp('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await step.fill(await otherApp.nextCode(page));
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(step).toHaveAccessibleDescription(containing(securityErrorMessages.wrongCode));
    await step.fill(await app.nextCode(page));
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page).toHaveURL('/account');
    await accountShown(page);
    await expect(secondTab.getByRole('heading', { level: 3, name: 'Devices' })).toBeVisible({
      timeout: 1_000,
    });

    await twoFactor.getByRole('button', { name: 'Remove authenticator app' }).click();
    const removal = twoFactor.getByLabel('Current code from this app');
    await removal.fill(await otherApp.nextCode(page));
    await twoFactor.getByRole('button', { name: 'Remove authenticator' }).click();
    await expect(removal).toHaveAccessibleDescription(containing(securityErrorMessages.wrongCode));
    await removal.fill(await app.nextCode(page));
    await twoFactor.getByRole('button', { name: 'Remove authenticator' }).click();
    await expect(twoFactor.getByText('Authenticator removed')).toBeVisible();
    await expect(
      twoFactor.getByRole('button', { name: 'Set up an authenticator app' }),
    ).toBeVisible();
  });
});
