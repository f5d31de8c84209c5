import type { Page } from '@playwright/test';
import { axeViolations, backendProducts, expect, test } from './fixtures';

/*
 * Payments in the browser against the local backend and the payment stand-in that plays Stripe
 * (playwright.e2e.config.ts): one new account buys a Paid template from its page, subscribes from /plans, cancels
 * in the portal and outlives its plan. One account on purpose: the end of the plan must leave exactly the template
 * it bought, so the steps build on each other.
 */

const standIn = 'http://127.0.0.1:12111';
const PASSWORD = 'payments e2e pass 1';
const BOUGHT = { slug: 'aurora-saas', name: 'Aurora' };
const INCLUDED = { slug: 'seedround', name: 'Seedround' };

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^(Pay|Subscribe)$/ }).click();
}

const openInFramer = (page: Page, name: string) =>
  page.getByRole('link', { name: `Open in Framer: ${name} (opens in a new tab)` });

test('a new account buys a Paid template, subscribes, cancels in the portal and keeps only what it bought', async ({
  page,
}) => {
  // The whole journey, each step waiting for the one before: 25 s on a quiet machine, longer under load.
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  const templatePage = `/all-framer-templates/${BOUGHT.slug}`;

  // Signed out on a Paid template: sign up from it, and the checkout opens once the account exists.
  await page.goto(templatePage);
  await main.getByRole('link', { name: 'Create an account' }).click();
  await page
    .getByLabel('Email', { exact: true })
    .fill(`buyer-${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:12111\/pay\/cs_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay \$29\.99/);

  // Declined: the provider's page says so; back on the template, nothing changed and nothing was granted.
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${templatePage}?checkout=cancelled`);
  await expect(main.getByRole('status').filter({ hasText: 'Checkout cancelled.' })).toBeVisible();
  await expect(openInFramer(page, BOUGHT.name)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Paid: back on the same page, owned with its link once the provider's webhook has landed.
  await main.getByRole('button', { name: 'Buy for $29.99' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`${templatePage}\\?checkout=success&session_id=cs_`));
  await expect(main.getByText('You own this')).toBeVisible();
  await expect(main.getByText('Payment received. It’s yours.')).toBeVisible();
  await expect(openInFramer(page, BOUGHT.name)).toHaveAttribute('href', /^https:\/\//);

  await page.goto('/account');
  const purchases = main.getByRole('list', { name: 'Purchases' });
  await expect(purchases.getByRole('listitem')).toHaveCount(1);
  await expect(purchases).toContainText(`${BOUGHT.name}$29.99 · `);
  await expect(
    purchases.getByRole('link', { name: `Receipt for ${BOUGHT.name} (opens in a new tab)` }),
  ).toHaveAttribute('href', /^http/);

  // A plan: leaving its checkout returns to /plans calmly; subscribing (here resumed as after signing in) works.
  await page.goto('/plans');
  await main.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Subscribe \$19(\.00)? per month$/,
  );
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/plans?checkout=cancelled');
  await expect(main.getByRole('status').filter({ hasText: 'Checkout cancelled.' })).toBeVisible();
  await page.goto('/plans?subscribe=pro');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/account\?checkout=success&session_id=cs_/);
  await expect(main.getByText('Your plan is active.')).toBeVisible();
  await expect(main.getByText('Subscribed', { exact: true })).toBeVisible();
  const end = (
    await main.getByText('End date').locator('xpath=following-sibling::dd').innerText()
  ).trim();
  expect(end).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

  // Every Paid template's link: the account lists them as included, beside the one bought.
  const templates = main.getByRole('region', { name: 'Your templates' });
  const paid = (await backendProducts()).filter((product) => product.price_type === 'Paid');
  for (const { name } of paid.filter((product) => product.slug !== BOUGHT.slug)) {
    const row = templates.getByRole('listitem').filter({ has: openInFramer(page, name) });
    await expect(row).toContainText('Included in your plan');
  }
  await expect(templates.getByText(/^Bought on /)).toHaveCount(1);
  await page.goto(`/all-framer-templates/${INCLUDED.slug}`);
  await expect(main.getByText('Included in your plan')).toBeVisible();
  await expect(openInFramer(page, INCLUDED.name)).toBeVisible();

  // Cancelled in the portal: still active until its end.
  await page.goto('/account');
  await main.getByRole('button', { name: 'Manage billing' }).click();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(`Your plan will be canceled on ${end}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page).toHaveURL('/account');
  await expect(main.getByText('Subscribed', { exact: true })).toBeVisible();

  // A month and a few days later, as far as the payment provider knows: the plan has ended, the bought template
  // stays, the included ones go.
  const moved = await page.request.post(`${standIn}/__dev/clock`, {
    data: { advance_seconds: 32 * 86_400 },
  });
  expect(moved.status()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(main.getByText('Not subscribed', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(main.getByText(end)).toBeVisible();
  await expect(templates.getByRole('listitem')).toHaveCount(1);
  await expect(openInFramer(page, BOUGHT.name)).toBeVisible();
  await page.goto(`/all-framer-templates/${INCLUDED.slug}`);
  await expect(main.getByRole('button', { name: 'Buy for $29.99' })).toBeVisible();
  await expect(openInFramer(page, INCLUDED.name)).toHaveCount(0);
});

test('signed out, /plans asks to sign in first and comes back to the plan’s checkout', async ({
  page,
}) => {
  await page.goto('/plans');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Every Paid template, one monthly price',
  );
  await expect(main.getByRole('list', { name: 'Pro includes' })).toContainText(
    'Every Paid template while active',
  );
  await expect(main.getByRole('link', { name: 'Sign in to subscribe to Studio' })).toHaveAttribute(
    'href',
    '/sign-in?next=%2Fplans%3Fsubscribe%3Dstudio',
  );
  expect(await axeViolations(page)).toEqual([]);
  // Linked from every page's footer.
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Plans', exact: true }),
  ).toHaveAttribute('href', '/plans');
});
