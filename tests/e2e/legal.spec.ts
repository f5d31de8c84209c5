import { legalLinkLabels } from '../../apps/site/src/content/legalSummary';
import { refundRule } from '../../apps/site/src/content/refundRule';
import { studioEmail } from '../../apps/site/src/content/contact';
import { expect, test } from './fixtures';

/*
 * The legal pages and the studio's address: prerendered and in the sitemap, reachable from the footer of every
 * page, and the refund rule where a buyer decides (a Paid template's panel, the plans).
 */
const legalPages = [
  { path: '/privacy', label: legalLinkLabels.privacy },
  { path: '/terms', label: legalLinkLabels.terms },
  { path: '/refunds', label: legalLinkLabels.refunds },
] as const;

test.describe('legal pages', () => {
  for (const { path, label } of legalPages) {
    test(`${path} is prerendered with its text, canonical and footer`, async ({
      page,
      request,
    }) => {
      // The HTML as the server sends it, before any script: the page is there already.
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(label);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page.getByText(/^Last updated /)).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `http://127.0.0.1:4173${path}`,
      );
      await expect(page.getByRole('main').getByRole('link', { name: studioEmail })).toHaveAttribute(
        'href',
        `mailto:${studioEmail}`,
      );
    });
  }

  test('are in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path } of legalPages)
      expect(sitemap).toContain(`<loc>http://127.0.0.1:4173${path}</loc>`);
  });

  test("the footer of every page links them and gives the studio's address", async ({ page }) => {
    for (const start of ['/', '/all-framer-templates', '/plans', '/no-such-page']) {
      await page.goto(start);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: studioEmail })).toHaveAttribute(
        'href',
        `mailto:${studioEmail}`,
      );
      await expect(footer.getByRole('heading', { name: 'FOLLOW US' })).toBeVisible();
      const nav = footer.getByRole('navigation', { name: 'Footer' });
      for (const { path, label } of legalPages)
        await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', path);
    }
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: legalLinkLabels.refunds })
      .click();
    await expect(page).toHaveURL('/refunds');
    await expect(page.getByText(refundRule.template).first()).toBeVisible();
  });

  test('the refund rule stands where a buyer decides, with the policy and the terms linked', async ({
    page,
  }) => {
    await page.goto('/all-framer-templates/aurora-saas');
    const panelTerms = page.getByText(refundRule.template);
    await expect(panelTerms).toBeVisible();
    // The rule's own sentence links both (the page's facts link them again, under Licence).
    await expect(panelTerms.getByRole('link', { name: legalLinkLabels.refunds })).toHaveAttribute(
      'href',
      '/refunds',
    );
    await expect(panelTerms.getByRole('link', { name: legalLinkLabels.terms })).toHaveAttribute(
      'href',
      '/terms',
    );

    await page.goto('/plans');
    const plans = page.getByRole('region', { name: 'Every paid template, one monthly price' });
    await expect(plans.getByText(refundRule.plan)).toBeVisible();
    await plans.getByRole('link', { name: legalLinkLabels.refunds }).click();
    await expect(page).toHaveURL('/refunds');
  });
});
