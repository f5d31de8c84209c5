import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
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

/**
 * One page per worker, as the story tests have: each guide page is a new document in it, but the preview's bundle
 * comes from the browser's cache instead of being fetched and compiled again for every page and width (the file took
 * 40 s here with a page per test, 23 s with one per worker).
 */
const test = base.extend<{ errors: string[] }, { guide: Page }>({
  guide: [
    async ({ browser }, use) => {
      // A context of its own, not browser.newPage(): axe finishes its run in a second page of the same context.
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  /** The page's uncaught errors and console errors while one test runs. */
  errors: async ({ guide }, use) => {
    const errors: string[] = [];
    const onPageError = (error: Error) => errors.push(error.message);
    const onConsole = (message: ConsoleMessage) => {
      // The browser asks every page for /favicon.ico, which Storybook's preview frame does not have.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
        errors.push(message.text());
      }
    };
    guide.on('pageerror', onPageError);
    guide.on('console', onConsole);
    await use(errors);
    guide.off('pageerror', onPageError);
    guide.off('console', onConsole);
  },
});

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
    test(`${guidePage.title} at ${width} px renders and passes axe`, async ({
      guide: page,
      errors,
    }) => {
      // axe works out the contrast of every text node; on a busy 2-core machine the Foundations page takes a while.
      test.setTimeout(120_000);
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
