import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * The kit's guide (the MDX pages in packages/ui/src/docs) in the static Storybook build. The story tests run
 * stories only, so this is where each guide page is rendered in Chromium and checked with axe: at a phone's and a
 * desktop's width, with the same rules as the story tests (every axe rule except `region`, since a docs page sits in
 * Storybook's frame without landmarks of its own). The pages have no screenshot baselines: they are drawn from the
 * tokens, which the stories' baselines already pin.
 */
interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  importPath: string;
}

const index = JSON.parse(
  readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const guidePages = Object.values(index.entries).filter(
  (entry) => entry.type === 'docs' && entry.importPath.startsWith('./packages/ui/src/docs/'),
);

test('the guide opens the sidebar with its four pages, in reading order', () => {
  expect(guidePages.map((page) => page.title)).toEqual([
    'Kit/Introduction',
    'Kit/Getting started',
    'Kit/Foundations',
    'Kit/Theming',
  ]);
  expect(Object.values(index.entries)[0]?.id).toBe(guidePages[0]?.id);
});

for (const guidePage of guidePages) {
  for (const width of [375, 1280]) {
    test(`${guidePage.title} at ${width} px renders and passes axe`, async ({ page }) => {
      // axe works out the contrast of every text node; on a busy 2-core machine the Foundations page takes a while.
      test.setTimeout(120_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // The browser asks every page for /favicon.ico, which Storybook's preview frame does not have.
        if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
          errors.push(message.text());
        }
      });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/iframe.html?id=${guidePage.id}&viewMode=docs`);

      const docs = page.locator('#storybook-docs');
      await expect(docs.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'nothing on the page is wider than the screen',
      ).toBeLessThanOrEqual(width);

      const results = await new AxeBuilder({ page })
        .include('#storybook-docs')
        .disableRules(['region'])
        .analyze();
      const violations = results.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
