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
// Each test opens several pages and states and runs axe on each (about 12 s alone, 30 s on a busy 2-core host).
test.describe.configure({ timeout: 60_000 });

for (const width of reviewWidths) {
  const hasSideMenu = width < 768;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed out: the side menu (on phones) and the booking dialog with its field errors pass axe', async ({
      page,
      context,
    }) => {
      if (hasSideMenu) {
        for (const path of ['/', '/all-framer-templates']) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          const menu = await openSideMenu(page);
          expect(await axeViolations(page, openDialog), `side menu on ${path}`).toEqual([]);
          await menu.getByRole('button', { name: /Close/ }).click();
          await expect(menu).toBeHidden();
        }
      }

      // The scheduling widget's host is unreachable, so the calendar button opens the studio's own dialog.
      await context.route('https://app.cal.com/**', (route) => route.abort('internetdisconnected'));
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
      expect(await axeViolations(page, openDialog), 'booking dialog').toEqual([]);
      await booking.getByRole('button', { name: 'Send request' }).click();
      await expect(booking.getByText('Enter your name.')).toBeVisible();
      expect(await axeViolations(page, openDialog), 'booking dialog with field errors').toEqual([]);
    });

    test('signed in: the side menu (on phones), the account menu, the delete dialog and a toast pass axe', async ({
      page,
      request,
    }, testInfo) => {
      const email = await createAccount(request, testInfo);
      await signIn(page, email);
      const header = page.getByRole('banner');

      if (hasSideMenu) {
        const menu = await openSideMenu(page);
        expect(await axeViolations(page, openDialog), 'side menu').toEqual([]);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      }

      await header.getByRole('button', { name: `Account menu for ${email}` }).click();
      await expect(header.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
      expect(await axeViolations(page, 'header'), 'account menu').toEqual([]);
      await page.keyboard.press('Escape');

      const deletePanel = page.getByRole('region', { name: 'Delete account', exact: true });
      await deletePanel.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page, openDialog), 'delete dialog').toEqual([]);
      await dialog.getByRole('button', { name: 'Keep my account' }).click();
      await expect(dialog).toBeHidden();

      await page
        .getByRole('region', { name: 'Devices', exact: true })
        .getByRole('button', { name: 'Sign out of other devices' })
        .click();
      const toasts = page.getByRole('region', { name: /Notifications/ });
      await expect(toasts.getByText('Signed out of other devices')).toBeVisible();
      expect(await axeViolations(page, notifications), 'toast').toEqual([]);
    });
  });
}
