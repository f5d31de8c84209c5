import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Billing that cannot charge twice and ends with the account (docs/product.md#payments), in the browser against the
 * local backend and the payment stand-in that plays Stripe (playwright.e2e.config.ts). Each test makes its own
 * account.
 */

const standIn = 'http://127.0.0.1:12111';
const PASSWORD = 'billing e2e pass 1';

const uniqueEmail = (what: string) =>
  `e2e-bill-${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function signUp(page: Page, email: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/sign-up/);
}

async function payWith(page: Page, card = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^(Pay|Subscribe)$/ }).click();
}

test('two tabs paying the same template: the older tab’s checkout takes no card, and a refund shows on /account', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('tabs');
  await signUp(page, email);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/all-framer-templates/northwind-agency');
    await tab.getByRole('main').getByRole('button', { name: 'Buy for $29.99' }).click();
    await expect(tab).toHaveURL(/^http:\/\/127\.0\.0\.1:12111\/pay\/cs_/);
  }
  // The first tab's checkout was expired when the second opened: its page no longer takes the card.
  await payWith(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This checkout is expired');
  await payWith(other);
  await expect(other.getByRole('main').getByText('Payment received. It’s yours.')).toBeVisible();

  await other.goto('/account');
  const purchases = other.getByRole('main').getByRole('list', { name: 'Purchases' });
  await expect(purchases.getByRole('listitem')).toHaveCount(1);
  await expect(purchases).not.toContainText('Refunded');

  // The studio refunds it from the provider's dashboard: the account shows the refund, and the link goes.
  await other.goto(`${standIn}/dashboard`);
  await other
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(async () => {
    await other.goto('/account');
    await expect(purchases).toContainText('Refunded $29.99', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(
    other.getByRole('region', { name: 'Your templates' }).getByText('Northwind'),
  ).toHaveCount(0);
});

test('a plan bought twice in two tabs: only the newer checkout pays, and the account has one plan', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueEmail('plans'));
  const other = await context.newPage();
  for (const [tab, plan] of [
    [page, 'Pro'],
    [other, 'Studio'],
  ] as const) {
    await tab.goto('/plans');
    await tab
      .getByRole('main')
      .getByRole('button', { name: `Subscribe to ${plan}` })
      .click();
    await expect(tab).toHaveURL(/^http:\/\/127\.0\.0\.1:12111\/pay\/cs_/);
  }
  await payWith(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This checkout is expired');
  await payWith(other);
  await expect(other.getByRole('main').getByText('Your plan is active.')).toBeVisible();
  await other.getByRole('main').getByRole('button', { name: 'Manage billing' }).click();
  await expect(other.getByRole('heading', { level: 2 })).toHaveText(['Studio', 'Payments']);
});

test('an account deleted with a plan ends it, and the same address signs up again to nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('deleted');
  await signUp(page, email);
  await page.goto('/plans?subscribe=pro');
  await payWith(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Your plan is active.')).toBeVisible();

  await main
    .getByRole('region', { name: 'Delete account', exact: true })
    .getByRole('button', { name: 'Delete account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('textbox', { name: 'Type your email to confirm' }).fill(email);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');

  await signUp(page, email);
  await page.goto('/account');
  await expect(main.getByText('Not subscribed', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
  await page.goto('/plans');
  await expect(main.getByRole('button', { name: 'Subscribe to Pro' })).toBeVisible();
});
