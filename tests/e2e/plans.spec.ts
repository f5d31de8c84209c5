import { plansQuestions } from '../../apps/site/src/content/plansQuestions';
import { expect, holdSectionCode, test } from './fixtures';

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
