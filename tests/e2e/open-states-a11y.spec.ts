import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { axeViolations, backend, expect, reviewWidths, test } from './fixtures';

/*
 * axe, colour contrast included, on what a visitor opens: the side menu (signed out and signed in), the booking
 * dialog (with its field errors), the account menu, the delete-account dialog and a toast, at every review width. Checking only the closed page let a side
 * menu button with dark text on its dark card through (the card is not in the page until the menu opens).
 * Reduced motion shows each state at rest at once, as axe needs it (see `axeViolations`). The side menu exists
 * below the bar's `md` width (768 px) only; from there up the bar shows its links instead.
 * axe reads only what was opened: the pages around it are checked closed by the page specs and the stories.
 */

/** The open modal: the side menu's native `<dialog>` before its sheet has loaded, or a Radix dialog. */
const openDialog = 'dialog[open], [role="dialog"]';
const notifications = '[role="region"][aria-label^="Notifications"]';

const PASSWORD = 'Lantern-paper-42';
const adminHeaders = {
  apikey: backend.serviceRoleKey,
  Authorization: `Bearer ${backend.serviceRoleKey}`,
};

/** A confirmed account of this test's own, so signing out its other devices touches no other test. */
async function createAccount(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const email = `open-states-${testInfo.workerIndex}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post(`${backend.url}/auth/v1/admin/users`, {
    headers: adminHeaders,
    data: { email, password: PASSWORD, email_confirm: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in?next=%2Faccount');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Devices' })).toBeVisible();
}

async function openSideMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: /Book a free 15-minute call/ })).toBeVisible();
  return menu;
}

test.use({ reducedMotion: 'reduce' });
// Each test opens its states once and checks each of them at every width (several axe runs, about 25 s on a busy
// 2-core host).
test.describe.configure({ timeout: 120_000 });

/** The widths below the bar's `md` breakpoint, where the header has a side menu instead of its links. */
const phoneWidths = reviewWidths.filter((width) => width < 768);

/**
 * Runs axe on the part of the page `within` names at each width, the open state staying open while the viewport
 * changes: every width-dependent rule of these states is CSS (none reads the width in script), so a resized page
 * shows each width's layout as a page loaded at it would, without loading and opening everything once per width.
 */
async function expectNoViolationsAtEachWidth(
  page: Page,
  within: string,
  what: string,
  widths: readonly number[] = reviewWidths,
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page, within), `${what} at ${width} px`).toEqual([]);
  }
}

test('signed out, on phones: the side menu passes axe on the landing and catalogue pages', async ({
  page,
}) => {
  for (const path of ['/', '/all-framer-templates']) {
    await page.setViewportSize({ width: phoneWidths[0] ?? 320, height: 800 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const menu = await openSideMenu(page);
    await expectNoViolationsAtEachWidth(page, openDialog, `side menu on ${path}`, phoneWidths);
    await menu.getByRole('button', { name: /Close/ }).click();
    await expect(menu).toBeHidden();
  }
});

test('signed out: the booking dialog, empty and with its field errors, passes axe at every width', async ({
  page,
  context,
}) => {
  // The scheduling widget's host is unreachable, so the calendar button opens the studio's own dialog.
  await context.route('https://app.cal.com/**', (route) => route.abort('internetdisconnected'));
  await page.setViewportSize({ width: reviewWidths[0], height: 800 });
  await page.goto('/#calculator');
  const calculator = page.locator('#calculator');
  // The calendar link is a plain link until the calculator's code has arrived: wait until the section answers
  // a key press (its team size reads back what the slider says) before clicking it.
  await expect(async () => {
    await calculator.getByRole('slider', { name: 'Team size' }).focus();
    await page.keyboard.press('End');
    await expect(calculator.getByText('6 people')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await calculator.getByRole('link', { name: /Book a call about this estimate/ }).click();
  const booking = page.getByRole('dialog', { name: 'Book your free call' });
  await expect(booking.getByRole('button', { name: 'Send request' })).toBeVisible();
  await expectNoViolationsAtEachWidth(page, openDialog, 'booking dialog');
  await booking.getByRole('button', { name: 'Send request' }).click();
  await expect(booking.getByText('Enter your name.')).toBeVisible();
  await expectNoViolationsAtEachWidth(page, openDialog, 'booking dialog with field errors');
});

test('signed in: the side menu (on phones), the account menu, the delete dialog and a toast pass axe at every width', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: phoneWidths[0] ?? 320, height: 800 });
  const email = await createAccount(request, testInfo);
  await signIn(page, email);
  const header = page.getByRole('banner');

  const menu = await openSideMenu(page);
  await expectNoViolationsAtEachWidth(page, openDialog, 'side menu', phoneWidths);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  for (const width of reviewWidths) {
    await page.setViewportSize({ width, height: 800 });
    await header.getByRole('button', { name: `Account menu for ${email}` }).click();
    await expect(header.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    expect(await axeViolations(page, 'header'), `account menu at ${width} px`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(header.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
  }

  const deletePanel = page.getByRole('region', { name: 'Delete account', exact: true });
  await deletePanel.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoViolationsAtEachWidth(page, openDialog, 'delete dialog');
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toBeHidden();

  // A toast closes by itself after a few seconds, so each width gets one of its own.
  const signOutOthers = page
    .getByRole('region', { name: 'Devices', exact: true })
    .getByRole('button', { name: 'Sign out of other devices' });
  const toasts = page.getByRole('region', { name: /Notifications/ });
  for (const width of reviewWidths) {
    await page.setViewportSize({ width, height: 800 });
    await signOutOthers.click();
    await expect(toasts.getByText('Signed out of other devices').last()).toBeVisible();
    expect(await axeViolations(page, notifications), `toast at ${width} px`).toEqual([]);
  }
});
