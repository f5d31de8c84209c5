import { plansQuestions } from '../../apps/site/src/content/plansQuestions';
import { backendProducts, expect, holdSectionCode, test } from './fixtures';

/* /plans from where a buyer looks for it, the questions answered there, and the way to it from an account. */

test('the bar leads to the plans, and the plans answer the common questions', async ({ page }) => {
  await page.goto('/all-framer-templates');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plans' }).click();
  await expect(page).toHaveURL('/plans');
  const questions = page.getByRole('region', { name: 'Common questions' });
  for (const item of plansQuestions)
    await expect(questions.getByRole('button', { name: String(item.question) })).toBeVisible();
  const planOrTemplate = questions.getByRole('button', { name: 'A plan, or one template?' });
  await planOrTemplate.click();
  await expect(planOrTemplate).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.getByText(/you pay once and it stays yours/)).toBeVisible();
});

test('the plans show the templates they include: every paid one, as a card to its page, and no free one', async ({
  browser,
}) => {
  const products = await backendProducts();
  const paid = products.filter((product) => product.price_type === 'Paid');
  const free = products.filter((product) => product.price_type === 'Free');
  // The seed has both kinds, so the test can tell an included card from a left-out one.
  expect(paid.length).toBeGreaterThan(0);
  expect(free.length).toBeGreaterThan(0);
  // Also in the prerendered page, as a visitor whose scripts are off or still loading has it.
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/plans');
    const included = page.getByRole('region', { name: 'Included in every plan' });
    for (const product of paid)
      await expect(included.getByRole('link', { name: product.name })).toHaveAttribute(
        'href',
        `/all-framer-templates/${product.slug}`,
      );
    for (const product of free)
      await expect(included.getByRole('link', { name: product.name })).toHaveCount(0);
    if (!javaScriptEnabled) await expect(included.getByRole('article')).toHaveCount(paid.length);
    await context.close();
  }
});

test('a question tapped before the page has hydrated opens at once, and React carries on from there', async ({
  page,
}) => {
  // The app's entry script is held back, as a slow phone has it for a while after the page is on screen.
  const release = await holdSectionCode(page, 'app');
  // Its load event waits for that script.
  await page.goto('/plans', { waitUntil: 'domcontentloaded' });
  const questions = page.getByRole('region', { name: 'Common questions' });
  const question = questions.getByRole('button', { name: 'A plan, or one template?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.getByText(/you pay once and it stays yours/)).toBeVisible();
  release();
  await expect(questions.locator('[data-accordion][data-live]')).toHaveCount(1);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('an account without a plan is offered the plans beside "Not subscribed"', async ({ page }) => {
  await page.goto('/sign-in?next=%2Faccount');
  await page.getByLabel('Email', { exact: true }).fill('member@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Member-Pass-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Not subscribed')).toBeVisible();
  await page.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL('/plans');
});
