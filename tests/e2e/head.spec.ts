import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '../../apps/site/src/routing/paths';

/**
 * Every route's metadata (react-helmet-async, see the kit's Seo): after a direct load, and after client-side
 * navigation from every other route, each ends with exactly its own title, meta and link tags in <head>, none left
 * over from the page before and none twice.
 */
const notFound = '/no-such-page';
const routes = [...Object.values(paths), notFound];

/** The head's metadata, one line per tag, sorted: what a crawler or a share preview reads. */
function headTags(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]'),
      (tag) => {
        if (tag.localName === 'title') return `title: ${tag.textContent}`;
        if (tag.localName === 'link') return `canonical: ${tag.getAttribute('href')}`;
        const key = tag.getAttribute('name') ?? tag.getAttribute('property');
        return `${key}: ${tag.getAttribute('content')}`;
      },
    ).sort(),
  );
}

/** Route indexes to visit so that every ordered pair is travelled at least once: out to each later route and back. */
function walkOverEveryPair(count: number): number[] {
  const walk = [0];
  for (let from = 0; from < count; from++) {
    if (walk.at(-1) !== from) walk.push(from);
    for (let to = from + 1; to < count; to++) walk.push(to, from);
  }
  return walk;
}

test('every route ends with exactly its own head tags, loaded directly or reached from any other route', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const expected = new Map<string, string[]>();
  for (const route of routes) {
    await page.goto(route, { waitUntil: 'networkidle' });
    const tags = await headTags(page);
    expect(
      tags.filter((tag) => tag.startsWith('title: ')),
      `${route}: one title`,
    ).toHaveLength(1);
    // The 404 page has no canonical address: one prerendered copy answers every unknown path.
    expect(
      tags.filter((tag) => tag.startsWith('canonical: ')),
      `${route}: one canonical, none on the 404 page`,
    ).toHaveLength(route === notFound ? 0 : 1);
    expect(new Set(tags).size, `${route}: no tag twice`).toBe(tags.length);
    expected.set(route, tags);
  }
  const landingBlocks = await page.request
    .get(paths.home)
    .then((response) => response.text())
    .then(
      (html) => html.split('</head>')[0]?.match(/<script type="application\/ld\+json">/g) ?? [],
    );
  expect(landingBlocks.length, "the landing page's structured data is in its <head>").toBe(4);

  // The walk runs in the app shell (the landing page's own shell has no client router): it starts on the catalog.
  const order = [paths.allTemplates, ...routes.filter((route) => route !== paths.allTemplates)];
  await page.goto(order[0] ?? '/', { waitUntil: 'networkidle' });
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  let from = order[0];
  for (const step of walkOverEveryPair(order.length).slice(1)) {
    const to = order[step] ?? '/';
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    // A route that sends a signed-out visitor on (/account to /sign-in) ends with the head of where it sent them.
    await expect
      .poll(
        async () => {
          const [path, tags] = [new URL(page.url()).pathname, await headTags(page)];
          const own = JSON.stringify(expected.get(path));
          return JSON.stringify(tags) === own ? 'its own head' : { path, tags };
        },
        { message: `${from} -> ${to}` },
      )
      .toBe('its own head');
    from = to;
  }
  expect(
    await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
    'every step was a client-side navigation',
  ).toBe(true);
});
