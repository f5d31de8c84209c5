import {
  backend,
  backendProducts,
  expect,
  expectPrerenderedProducts,
  holdSectionCode,
  productsRefreshed,
  test,
} from './fixtures';

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
    // In the app shell (every page but the landing page, which has no client router: its links load pages).
    const refreshed = productsRefreshed(page);
    await page.goto('/saas-templates');
    await refreshed;
    await page.evaluate(() => {
      window.history.pushState({}, '', '/templates');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/all-framer-templates');
    await page.goBack();
    await expect(page).toHaveURL('/saas-templates');
  });

  test("unknown paths get the 404 page inside the site's bar and footer, a 404 status and a logged path", async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    // The site's frame, so a lost visitor can go on from here.
    await expect(page.getByRole('banner').getByRole('link', { name: /Outpace/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Plans' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Oops! Page not found');
    await expect.poll(() => consoleErrors.join('\n')).toContain('/no-such-page');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the catalog lists every product with a filter by page type', async ({ page }) => {
    // The filter works once the prerendered page has hydrated.
    const refreshed = productsRefreshed(page);
    await page.goto('/all-framer-templates');
    await refreshed;
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

  test('the catalog keeps a filter picked before its script arrived', async ({ page }) => {
    const release = await holdSectionCode(page, 'app');
    const refreshed = productsRefreshed(page);
    // The page's load event waits for the held script, so the visitor acts on the prerendered markup before it.
    await page.goto('/all-framer-templates', { waitUntil: 'commit' });
    const saas = page.getByRole('radio', { name: /^SaaS/ });
    await page.locator('label').filter({ has: saas }).click();
    await expect(saas).toBeChecked();
    release();
    await refreshed;
    await expect(saas).toBeChecked();
    const cards = page.getByRole('article');
    await expect(page.getByText(/^Showing \d+ of \d+ templates$/)).toBeVisible();
    for (const badge of await cards.allInnerTexts()) expect(badge).toContain('SaaS');
  });

  for (const [path, inScope] of [
    ['/all-framer-templates', () => true],
    ['/saas-templates', (product: { page_type: string }) => /saas/i.test(product.page_type)],
  ] as const) {
    test(`${path} is prerendered with its products: their cards and Product structured data`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expectPrerenderedProducts(html, html, (await backendProducts()).filter(inScope));
    });
  }

  test('the catalog shows the products as the backend has them now, not only as they were built', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const headers = {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/json',
    };
    const insert = await fetch(`${backend.url}/rest/v1/products`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Added after the build',
        slug: 'e2e-added-after-build',
        description: 'A template released after the site was built.',
        page_type: 'Portfolio',
        price_type: 'Paid',
        price_cents: 2999,
        display_order: 100,
      }),
    });
    expect(insert.status, await insert.text()).toBe(201);
    try {
      expect(await (await request.get('/all-framer-templates')).text()).not.toContain(
        'Added after the build',
      );
      await page.goto('/all-framer-templates');
      const cards = page.getByRole('article');
      await expect(cards.getByRole('heading', { name: 'Added after the build' })).toBeVisible();
      // Last: its display order is after every other product's.
      await expect(cards.last().getByRole('heading')).toHaveText('Added after the build');
      expect(consoleErrors).toEqual([]);
    } finally {
      await fetch(`${backend.url}/rest/v1/products?slug=eq.e2e-added-after-build`, {
        method: 'DELETE',
        headers,
      });
    }
  });

  test('/saas-templates lists only SaaS templates', async ({ page }) => {
    await page.goto('/saas-templates');
    await expect(page.getByRole('heading', { level: 1, name: 'SaaS templates' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain('SaaS');
  });
});

test.describe('static hosting', () => {
  test('sends the security headers and caches hashed assets for a year', async ({ request }) => {
    const page = await request.get('/');
    const headers = page.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc =
      csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const html = await page.text();
    // The landing page's boot script names its module entry (it starts it after the hero image).
    const entry = html.match(/<script data-entry="([^"]+)"/)?.[1];
    expect(entry).toMatch(/^\/assets\//);
    const asset = await request.get(entry!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('sends text compressed in the best encoding the client accepts, and the same text', async ({
    request,
  }) => {
    const entry = (await (await request.get('/')).text()).match(
      /<script data-entry="([^"]+)"/,
    )?.[1];
    const served = async (path: string, acceptEncoding: string) => {
      const response = await request.get(path, { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(response.status()).toBe(200);
      return {
        encoding: response.headers()['content-encoding'] ?? 'identity',
        length: Number(response.headers()['content-length']),
        // Playwright decodes the body, so every encoding has to give back the file's own bytes.
        body: await response.body(),
      };
    };
    for (const path of [entry!, '/', '/sitemap.xml']) {
      const plain = await served(path, 'identity');
      expect(plain.encoding).toBe('identity');
      expect(plain.length).toBe(plain.body.length);
      for (const [accepted, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['*', 'br'],
        ['deflate', 'identity'],
      ] as const) {
        const compressed = await served(path, accepted);
        expect(compressed.encoding, `${path} for ${accepted}`).toBe(encoding);
        expect(compressed.body.equals(plain.body), `${path} for ${accepted}`).toBe(true);
        if (encoding !== 'identity') expect(compressed.length).toBeLessThan(plain.length);
      }
    }
  });

  test('keeps supabase-js out of the JavaScript the landing page loads up front', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // The module script and preloads, or the boot script's list of them (started after the hero image).
    const upFront = [
      ...html.matchAll(
        /<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"|data-(?:entry|preload)="([^"]+)"/g,
      ),
    ].flatMap((match) => (match[1] ?? match[2]!).split(' '));
    expect(upFront.length).toBeGreaterThan(0);
    for (const file of upFront) {
      expect(await (await request.get(file)).text()).not.toContain('GoTrueClient');
    }
  });

  test('publishes robots.txt, a sitemap and redirect tables for static hosts', async ({
    request,
  }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(
      'Sitemap: http://127.0.0.1:4173/sitemap.xml',
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/all-framer-templates', '/saas-templates']) {
      expect(sitemap).toContain(`<loc>http://127.0.0.1:4173${path}</loc>`);
    }
    expect(await (await request.get('/_redirects')).text()).toContain(
      '/templates /all-framer-templates 301',
    );
    const vercel = (await (await request.get('/vercel.json')).json()) as { redirects: unknown[] };
    expect(vercel.redirects).toContainEqual({
      source: '/saas',
      destination: '/saas-templates',
      permanent: true,
    });
  });
});
