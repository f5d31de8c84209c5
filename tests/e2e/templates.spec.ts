import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { axeViolations, backend, backendRemixLinks, expect, test } from './fixtures';

/*
 * Template pages and getting a template (docs/product.md#template-pages, #getting-a-template), against the local
 * backend of playwright.e2e.config.ts and its seed: Monofolio is Free, Aurora is Paid ($29.99), and every template
 * has a remix link with a random token, read here from the backend.
 */

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/site/dist');
const seeded = {
  subscriber: { email: 'subscriber@example.com', password: 'Subscriber-Pass-2026' },
  member: { email: 'member@example.com', password: 'Member-Pass-2026' },
};
const PASSWORD = 'Lantern-paper-42';
let links: Record<string, string> = {};
test.beforeAll(async () => {
  links = await backendRemixLinks();
});
const remixLink = (slug: string) => links[slug] ?? `no link for ${slug}`;

function uniqueEmail(testInfo: TestInfo): string {
  const slug = testInfo.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 20);
  return `e2e-tpl-${slug}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const openInFramer = (page: Page, name: string) =>
  page.getByRole('link', { name: `Open in Framer: ${name} (opens in a new tab)` });

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await fillCredentials(page, email, password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/account');
}

/** Runs `check` while the catalogue holds `row`, a template the build has not seen; removes it after. */
async function withProduct(
  request: APIRequestContext,
  row: Record<string, string>,
  check: () => Promise<void>,
) {
  const headers = {
    apikey: backend.serviceRoleKey,
    Authorization: `Bearer ${backend.serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  const created = await request.post(`${backend.url}/rest/v1/products`, { headers, data: row });
  expect(created.status()).toBe(201);
  try {
    await check();
  } finally {
    await request.delete(`${backend.url}/rest/v1/products?slug=eq.${row.slug}`, { headers });
  }
}

test.describe('template pages', () => {
  test('a new visitor opens a card on the landing page, signs up there and gets a Free template', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await page.goto('/');
    const card = page.locator('#products').getByRole('link', { name: 'Monofolio', exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page).toHaveURL('/all-framer-templates/monofolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Monofolio' })).toBeVisible();

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/sign-up\?next=%2Fall-framer-templates%2Fmonofolio%3Fget%3D1$/);
    await fillCredentials(page, email, PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Back on the same page, the started action finished: the template is the account's, with its link.
    await expect(page).toHaveURL('/all-framer-templates/monofolio');
    await expect(page.getByText('You own this')).toBeVisible();
    await expect(openInFramer(page, 'Monofolio')).toHaveAttribute('href', remixLink('monofolio'));
    await expect(openInFramer(page, 'Monofolio')).toHaveAttribute('target', '_blank');

    await page.goto('/account');
    const owned = page.getByRole('region', { name: 'Your templates' });
    await expect(owned.getByRole('link', { name: 'Monofolio', exact: true })).toHaveAttribute(
      'href',
      '/all-framer-templates/monofolio',
    );
    await expect(openInFramer(page, 'Monofolio')).toHaveAttribute('href', remixLink('monofolio'));
  });

  test('every card on both catalog pages is one link to its page, named after the template', async ({
    page,
  }) => {
    for (const [catalog, name, slug] of [
      ['/all-framer-templates', 'Aurora', 'aurora-saas'],
      ['/saas-templates', 'Pulse', 'pulse-analytics'],
    ] as const) {
      await page.goto(catalog);
      // Counted in one pass: the catalog refreshes from the API after hydration, and a template another
      // test adds meanwhile would otherwise land between two separate counts.
      const linksPerCard = await page
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => card.querySelectorAll('a[href]').length));
      expect(linksPerCard.length).toBeGreaterThan(0);
      expect(linksPerCard).toEqual(linksPerCard.map(() => 1));
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`/all-framer-templates/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }
  });

  test('signed out: a Free template offers signing in to get it, a Paid one its price; no link', async ({
    page,
  }) => {
    await page.goto('/all-framer-templates/monofolio');
    await expect(page.getByRole('link', { name: 'Sign in to get it' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fall-framer-templates%2Fmonofolio%3Fget%3D1',
    );
    const preview = page.getByRole('link', {
      name: 'Live preview of Monofolio (opens in a new tab)',
    });
    await expect(preview).toHaveAttribute('href', 'https://monofolio.framer.website');
    await expect(preview).toHaveAttribute('target', '_blank');
    await expect(preview).toHaveAttribute('rel', 'noopener');
    await expect(page.getByRole('heading', { level: 2, name: 'What it includes' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related templates' }).getByRole('article');
    await expect(related).toHaveCount(3);
    // The same page type first: Aperture is the other Portfolio template.
    await expect(related.first().getByRole('link')).toHaveAccessibleName('Aperture');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/all-framer-templates/aurora-saas');
    await expect(page.getByText('$29.99, or included in a subscription.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to buy' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fall-framer-templates%2Faurora-saas%3Fget%3D1',
    );
    await expect(page.getByRole('link', { name: /Open in Framer/ })).toHaveCount(0);
  });

  test('an owner returning signs in from the page and sees the link', async ({
    page,
    browser,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await page.goto('/sign-up?next=%2Fall-framer-templates%2Fliftoff-startup');
    await fillCredentials(page, email, PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/all-framer-templates/liftoff-startup');
    await page.getByRole('button', { name: 'Get it free' }).click();
    await expect(page.getByText('You own this')).toBeVisible();

    const returning = await browser.newPage();
    await returning.goto('/all-framer-templates/liftoff-startup');
    await returning.getByRole('link', { name: 'Sign in to get it' }).click();
    await fillCredentials(returning, email, PASSWORD);
    await returning.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(returning).toHaveURL('/all-framer-templates/liftoff-startup');
    await expect(returning.getByText('You own this')).toBeVisible();
    await expect(openInFramer(returning, 'Liftoff')).toHaveAttribute(
      'href',
      remixLink('liftoff-startup'),
    );
    await returning.close();
  });

  test('a Paid template without a subscription shows no link', async ({ page }) => {
    await signIn(page, seeded.member.email, seeded.member.password);
    await page.goto('/all-framer-templates/aurora-saas');
    await expect(
      page.getByText('$29.99 once, yours to keep. Or included in a plan.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy for $29.99' })).toBeVisible();
    await expect(page.getByRole('link', { name: /see the plans/ })).toHaveAttribute(
      'href',
      '/plans',
    );
    await expect(page.getByRole('link', { name: /Open in Framer/ })).toHaveCount(0);
  });

  test('the subscribed seed account sees the links of Paid templates', async ({ page }) => {
    await signIn(page, seeded.subscriber.email, seeded.subscriber.password);
    for (const [slug, name] of [
      ['aurora-saas', 'Aurora'],
      ['seedround', 'Seedround'],
    ] as const) {
      await page.goto(`/all-framer-templates/${slug}`);
      await expect(page.getByText('Included in your plan')).toBeVisible();
      await expect(openInFramer(page, name)).toHaveAttribute('href', remixLink(slug));
    }
  });

  test('bad and unknown slugs get the 404 page with a 404 status, never a 5xx', async ({
    page,
  }) => {
    for (const slug of [
      'no-such-template',
      '%00',
      'a'.repeat(2000),
      '..%2f..%2fpackage.json',
      '..%2F404',
      'caf%C3%A9-%F0%9F%8E%A8',
      'Monofolio',
    ]) {
      const response = await page.goto(`/all-framer-templates/${slug}`);
      expect(response?.status(), slug.slice(0, 40)).toBe(404);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    }
  });

  test('the thumbnail is offered as AVIF before its WebP, and Chromium loads the AVIF alone', async ({
    page,
  }) => {
    const thumbnails = `${backend.url}/storage/v1/object/public/product-thumbnails`;
    const fetched = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.url().startsWith(thumbnails))
        fetched.set(response.url(), response.headers()['content-type']);
    });
    await page.goto('/all-framer-templates/aurora-saas');
    const image = page.getByRole('img', { name: 'Aurora: SaaS template preview' });
    const picture = page.locator('picture', { has: image });
    await expect(picture.locator('source')).toHaveCount(1);
    await expect(picture.locator('source')).toHaveAttribute('type', 'image/avif');
    await expect(picture.locator('source')).toHaveAttribute(
      'srcset',
      `${thumbnails}/aurora-saas.avif 640w`,
    );
    await expect(image).toHaveAttribute('src', `${thumbnails}/aurora-saas.webp`);
    // Decoded: a file the browser cannot read leaves the image complete with no natural width.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(
      `${thumbnails}/aurora-saas.avif`,
    );
    expect(fetched.get(`${thumbnails}/aurora-saas.avif`)).toBe('image/avif');
    expect(fetched.has(`${thumbnails}/aurora-saas.webp`)).toBe(false);
    // Link previews and search engines keep the WebP, the format every reader of them takes.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${thumbnails}/aurora-saas.webp`,
    );
    const product = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .flatMap((s) => [JSON.parse(s.textContent ?? 'null')].flat())
          .find((data) => data['@type'] === 'Product'),
      );
    expect(product.image).toBe(`${thumbnails}/aurora-saas.webp`);
  });

  test('a template without an AVIF offers its WebP alone, which loads', async ({
    page,
    request,
  }) => {
    const slug = `webp-only-${Date.now().toString(36)}`;
    const webp = `${backend.url}/storage/v1/object/public/product-thumbnails/monofolio.webp`;
    await withProduct(
      request,
      { slug, name: 'Plainframe', page_type: 'Landing', thumbnail_url: webp },
      async () => {
        await page.goto(`/all-framer-templates/${slug}`);
        const image = page.getByRole('img', { name: 'Plainframe: Landing template preview' });
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBe(640);
        expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(webp);
        await expect(page.locator('picture', { has: image })).toHaveCount(0);
      },
    );
  });

  test('a template added after the build opens from the API', async ({ page, request }) => {
    const slug = `late-${Date.now().toString(36)}`;
    await withProduct(
      request,
      { slug, name: 'Latecomer', page_type: 'SaaS', description: 'Added after the build.' },
      async () => {
        const response = await page.goto(`/all-framer-templates/${slug}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Latecomer' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sign in to get it' })).toBeVisible();
      },
    );
  });

  test('a template page shows its gallery, desktop and phone shots (AVIF first), steps by keyboard, and its facts', async ({
    page,
  }) => {
    await page.goto('/all-framer-templates/aurora-saas');
    // Its facts, beside the buy box (the footer links the same terms).
    const facts = page.locator('dl').filter({ hasText: 'Licence' });
    await expect(facts).toContainText('UpdatedNovember 24, 2026');
    await expect(facts).toContainText('LicenceCommercial use');
    await expect(facts.getByRole('link', { name: 'Licence terms' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(facts.getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      '/refunds',
    );

    const gallery = page.getByRole('region', { name: 'Pages of the template' });
    await gallery.scrollIntoViewIfNeeded();
    const desktop = gallery.getByRole('img', { name: 'Aurora: Pricing page on a desktop' });
    const phone = gallery.getByRole('img', { name: 'Aurora: Home page on a phone' });
    await expect(desktop).toHaveAttribute('loading', 'lazy');
    await expect(desktop.locator('xpath=preceding-sibling::source')).toHaveAttribute(
      'type',
      'image/avif',
    );
    // The browser takes the AVIF, offered before the WebP, and it loads.
    await expect
      .poll(() =>
        gallery
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.currentSrc),
      )
      .toMatch(/aurora-saas\.avif$/);

    const status = gallery.locator('[aria-live="polite"]');
    await expect(status).toHaveText('Desktop Home 1 / 5');
    await gallery.getByRole('list', { name: 'Pages of the template' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText('Desktop Pricing 2 / 5');
    await expect(desktop).toBeInViewport();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText('Mobile Home 4 / 5');
    await expect(phone).toBeInViewport();
    // Its file loaded (a width descriptor scales naturalWidth to the drawn size, so only "loaded" is asserted).
    await expect
      .poll(() => phone.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('the raw HTML of every template page has its h1 and JSON-LD, and no link to its files', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const pages = [
      ...sitemap.matchAll(/<loc>[^<]*(\/all-framer-templates\/[a-z0-9-]+)<\/loc>/g),
    ].map((match) => match[1]!);
    expect(pages).toHaveLength(10);
    for (const pagePath of pages) {
      const html = await (await request.get(pagePath)).text();
      expect(html, pagePath).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html, pagePath).toContain('"@type":"Product"');
      expect(html, pagePath).toContain('"@type":"BreadcrumbList"');
      expect(html, pagePath).toContain('"priceCurrency":"USD"');
      expect(html, pagePath).toContain(
        `<source type="image/avif" srcSet="${backend.url}/storage/v1/object/public/product-thumbnails/${pagePath.split('/').pop()}.avif 640w"`,
      );
      // The gallery's five shots, lazy, in the markup before any script runs.
      expect(html.match(/aria-roledescription="slide"/g), pagePath).toHaveLength(5);
      expect(html, pagePath).toContain(`${pagePath.split('/').pop()}-mobile-1.avif 300w"`);
      expect(html, pagePath).not.toContain('framer.com/projects');
    }
    const scripts = (await readdir(path.join(distDir, 'assets'))).filter((name) =>
      name.endsWith('.js'),
    );
    for (const name of scripts) {
      expect(await readFile(path.join(distDir, 'assets', name), 'utf8'), name).not.toContain(
        'framer.com/projects',
      );
    }
  });
});
