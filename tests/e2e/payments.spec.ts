import type { Page } from '@playwright/test';
import { axeViolations, backend, expect, sessionStorageKey, test } from './fixtures';

/*
 * Payments against the local backend and the payment stand-in that plays Stripe (playwright.e2e.config.ts). The
 * plan's checkout is opened through the create-checkout function with the page's own session, as the plans page
 * will; everything after it (the hosted page, the return, the portal, the end of the plan) happens in the browser.
 */

const standIn = 'http://127.0.0.1:12111';
const PASSWORD = 'payments e2e pass 1';

async function signUp(page: Page, email: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/account');
}

/** The hosted checkout of `item`, opened with the session the page holds. */
async function checkoutUrl(page: Page, item: Record<string, string>): Promise<string> {
  const token = await page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token,
    sessionStorageKey,
  );
  const response = await page.request.post(`${backend.url}/functions/v1/create-checkout`, {
    headers: { Authorization: `Bearer ${token}` },
    data: item,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

test('a plan: a declined card grants nothing; paid, /account shows it; cancelled in the portal it lasts until its end', async ({
  page,
}) => {
  const email = `plan-${Date.now().toString(36)}@example.com`;
  await signUp(page, email);
  const main = page.getByRole('main');
  await expect(main.getByText('No templates bought yet.')).toBeVisible();

  await page.goto(await checkoutUrl(page, { plan: 'pro' }));
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/plans?checkout=cancelled');
  await page.goto('/account');
  await expect(main.getByText('Not subscribed', { exact: true })).toBeVisible();

  await page.goto(await checkoutUrl(page, { plan: 'pro' }));
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/account\?checkout=success&session_id=cs_/);
  await expect(main.getByText('Your plan is active.')).toBeVisible();
  await expect(main.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(main.getByText('Pro', { exact: true })).toBeVisible();
  const end = (
    await main.getByText('End date').locator('xpath=following-sibling::dd').innerText()
  ).trim();
  expect(end).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  expect(await axeViolations(page)).toEqual([]);

  await main.getByRole('button', { name: 'Manage billing' }).click();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(`Your plan will be canceled on ${end}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page).toHaveURL('/account');
  await expect(main.getByText('Subscribed', { exact: true })).toBeVisible();

  // A month and a few days later, as far as the payment provider knows: the plan ends and says when.
  const moved = await page.request.post(`${standIn}/__dev/clock`, {
    data: { advance_seconds: 32 * 86_400 },
  });
  expect(moved.status()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(main.getByText('Not subscribed', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(main.getByText(end)).toBeVisible();
});
