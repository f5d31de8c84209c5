import { expect, test } from './fixtures';

const redirects = [
  ['/home-v2', '/'],
  ['/home', '/'],
  ['/templates', '/all-framer-templates'],
  ['/lovable-templates', '/all-framer-templates'],
  ['/saas', '/saas-templates'],
] as const;

test.describe('routes', () => {
  for (const [from, to] of redirects) {
    test(`${from} redirects permanently to ${to}`, async ({ page, request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('client-side navigation to a legacy path replaces it in the history', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/templates');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/all-framer-templates');
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('unknown paths get the 404 page, a 404 status and a logged path', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect.poll(() => consoleErrors.join('\n')).toContain('/no-such-page');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the catalog lists every product with a filter by page type', async ({ page }) => {
    await page.goto('/all-framer-templates');
    await expect(page.getByRole('heading', { level: 1, name: 'All templates' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(8);
    const saas = page.getByRole('radio', { name: /^SaaS/ });
    await page.locator('label').filter({ has: saas }).click();
    await expect(saas).toBeChecked();
    await expect.poll(() => cards.count()).toBeLessThan(total);
    for (const badge of await cards.allInnerTexts()) expect(badge).toContain('SaaS');
  });

  test('/saas-templates lists only SaaS templates', async ({ page }) => {
    await page.goto('/saas-templates');
    await expect(page.getByRole('heading', { level: 1, name: 'SaaS templates' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain('SaaS');
  });
});
