import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { backend, expect, test } from './fixtures';

/*
 * The account center against the local backend of playwright.e2e.config.ts, with the real supabase-js client in
 * the page. Every test makes fresh accounts through the admin API, so no test depends on another or on the order.
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

async function openAccount(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in?next=%2Faccount');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 2, name: 'Devices' })).toBeVisible();
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test.describe('account center', () => {
  test.describe.configure({ timeout: 90_000 });

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
    await expect(secondTab.getByRole('heading', { level: 2, name: 'Devices' })).toBeVisible();

    await panel(page, 'Devices').getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(toasts(page).getByText('Signed out everywhere')).toBeVisible();
    await expect(secondTab).toHaveURL(/\/sign-in/, { timeout: 1_000 });
  });

  test('change password: a weak one is refused with the input kept; then saved, other devices end, the new one signs in', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await createAccount(request, email);
    const otherDevice = await signInElsewhere(request, email);
    await openAccount(page, email);
    const form = panel(page, 'Password');
    const fill = async (next: string) => {
      await form.getByLabel('Current password').fill(PASSWORD);
      await form.getByLabel('New password', { exact: true }).fill(next);
      await form.getByLabel('Confirm new password').fill(next);
      await form.getByRole('button', { name: 'Change password' }).click();
    };

    // Letters only: the server's character rule (letters and digits) refuses it, in the sign-up's words.
    await fill('paperlantern');
    await expect(form.getByText('Choose a stronger password.')).toBeVisible();
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('paperlantern');
    await expect(form.getByLabel('Current password')).toHaveValue(PASSWORD);

    await fill(NEW_PASSWORD);
    await expect(form.getByText('Password changed')).toBeVisible();
    expect(await isSessionAlive(request, otherDevice)).toBe(false);
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
    let link: string | undefined;
    await expect
      .poll(async () => {
        const response = await request.get(`${backend.url}/__dev/mail`, { params: { to: next } });
        const mails = (await response.json()) as Array<{ links: string[] }>;
        link = mails
          .flatMap((mail) => mail.links)
          .find((href) => href.includes('/auth/v1/verify') && href.includes('type=email_change'));
        return link;
      })
      .toBeTruthy();
    await request.get(link!, { maxRedirects: 0 });
    await signInElsewhere(request, next);
  });

  test('delete account: another e-mail typed deletes nothing and keeps what was typed', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await createAccount(request, email);
    await openAccount(page, email);

    await panel(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const input = dialog.getByRole('textbox', { name: 'Type your email to confirm' });
    await input.fill(`x${email}`);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(input).toHaveAccessibleDescription(
      `That is not this account's email. Type ${email} to confirm.`,
    );
    await expect(input).toHaveValue(`x${email}`);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toHaveCount(0);
    await signInElsewhere(request, email);
  });
});
