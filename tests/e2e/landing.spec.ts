import {
  axeViolations,
  backend,
  backendProducts,
  expect,
  holdSectionCode,
  expectPrerenderedProducts,
  jsonLdBlocks,
  landingHydrated,
  mailTo,
  productsRefreshed,
  specPrice,
  test,
} from './fixtures';

test.describe('landing page', () => {
  test('is prerendered with its metadata in <head> and its structured data in the HTML', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<title>[^<]+ \| Outpace<\/title>/);
    for (const tag of [
      '<meta name="description"',
      '<meta name="keywords"',
      '<link rel="canonical" href="http://127.0.0.1:4173/"',
      '<meta name="robots" content="index, follow"',
      '<meta property="og:type" content="website"',
      '<meta property="og:site_name" content="Outpace"',
      '<meta property="og:url" content="http://127.0.0.1:4173/"',
      '<meta name="twitter:card" content="summary_large_image"',
      '<style data-styled',
    ]) {
      expect(head).toContain(tag);
    }
    expect(head).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:4173\/assets\/[^"]+\.png"/,
    );
    const types = jsonLdBlocks(html).map((block) => block['@type']);
    expect(types).toEqual(
      expect.arrayContaining(['Organization', 'WebSite', 'FAQPage', 'VideoObject']),
    );
    for (const id of ['hero', 'gallery', 'benefits', 'calculator', 'products', 'book-call']) {
      expect(html).toContain(`id="${id}"`);
    }
  });

  test('is prerendered with the latest products: their cards and Product structured data', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const latest = (await backendProducts()).slice(0, 6);
    const section = html.slice(html.indexOf('id="products"'), html.indexOf('id="book-call"'));
    expectPrerenderedProducts(html, section, latest);
    // The latest six hold Free and paid templates, so both of the spec's prices are checked.
    expect(new Set(latest.map(specPrice))).toEqual(new Set([0, 29.99]));
  });

  test('shows its prerendered products from the first paint on, never the loading state', async ({
    page,
    consoleErrors,
  }) => {
    // Watches the section from the first byte of the page on.
    await page.addInitScript(() => {
      const watched = window as unknown as { loadingSeen: boolean };
      watched.loadingSeen = false;
      new MutationObserver(() => {
        if (document.getElementById('products')?.textContent?.includes('Loading our amazing'))
          watched.loadingSeen = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const responses: unknown[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/rest/v1/products') responses.push(response);
    });
    await page.goto('/');
    await landingHydrated(page);
    const products = page.locator('#products');
    await products.scrollIntoViewIfNeeded();
    // The section has hydrated and asked the API again: its cards are the backend's.
    await expect.poll(() => responses.length).toBe(1);
    await page.waitForLoadState('networkidle');
    const latest = (await backendProducts({ includeAddedByTests: true })).slice(0, 6);
    await expect(products.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
      latest.map((product) => product.name),
    );
    expect(
      await page.evaluate(() => (window as unknown as { loadingSeen: boolean }).loadingSeen),
    ).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  test('has one h1, sections headed by h2, in the spec order, and a footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const ids = await page
      .locator('main section[id]')
      .evaluateAll((sections) => sections.map((s) => s.id));
    expect(
      ids.filter((id) =>
        ['hero', 'gallery', 'benefits', 'calculator', 'products', 'book-call'].includes(id),
      ),
    ).toEqual(['hero', 'gallery', 'benefits', 'calculator', 'products', 'book-call']);
    for (const id of ['gallery', 'benefits', 'calculator', 'products', 'book-call']) {
      await expect(page.locator(`#${id} h2`).first()).toBeAttached();
    }
    await expect(
      page.getByRole('heading', { level: 2, name: 'Benefits of working with us' }),
    ).toBeVisible();
    for (const title of [
      'Increase Conversions',
      'Fixed price no hidden cost',
      'Creative Creation',
      'Cheap Labour',
    ]) {
      await expect(page.locator('#benefits').getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: 'Need To Discuss Before Starting?' }),
    ).toBeVisible();
    await expect(page.getByText('Book a 15-minute free call with us')).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer.getByText('FOLLOW US')).toBeVisible();
    const social = footer.locator('a[target="_blank"]');
    await expect(social).toHaveCount(2);
    for (const link of await social.all())
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('shows team photos with names and roles in the hero', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('#hero');
    for (const name of ['Maya Okafor', 'Theo Lindqvist', 'Ana Ruiz', 'Kenji Mori']) {
      await expect(hero.getByText(name)).toBeVisible();
    }
    const lcp = hero.locator('img[fetchpriority="high"]');
    await expect(lcp).toHaveAttribute('loading', 'eager');
  });

  test('fits the narrowest phones: no text or control runs past the screen, and the hero buttons keep one line', async ({
    page,
  }) => {
    // What runs past the right edge, once the frame after a scroll has rendered the sections near the screen
    // (the others are not laid out). A clipping ancestor hides no overflow from this: it compares with the screen.
    const pastTheEdges = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const past = [];
                if (document.documentElement.scrollWidth > innerWidth) past.push('the page');
                for (const element of document.querySelectorAll(
                  'a, button, input, h1, h2, h3, p',
                )) {
                  const { left, right, width, height } = element.getBoundingClientRect();
                  // 1 px boxes are visually hidden text for screen readers.
                  if (width <= 1 || height <= 1) continue;
                  if (left < -0.5 || right > innerWidth + 0.5)
                    past.push(`${element.tagName} "${element.textContent?.trim().slice(0, 30)}"`);
                }
                resolve(past);
              }),
            ),
          ),
      );
    for (const width of [280, 320]) {
      await page.setViewportSize({ width, height: 640 });
      await page.goto('/');
      for (const part of [
        '#hero',
        '#gallery',
        '#benefits',
        '#calculator',
        '#products',
        '#book-call',
        'footer',
      ]) {
        await page.locator(part).first().scrollIntoViewIfNeeded();
        expect(await pastTheEdges(), `at ${width} px with ${part} in view`).toEqual([]);
      }
      if (width < 320) continue;
      for (const name of [/explore our services/i, /book a free 15-minute call/i]) {
        const label = page.locator('#hero').getByRole('link', { name });
        const lines = await label.evaluate((link) => {
          const text = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
          const range = document.createRange();
          range.selectNodeContents(text ?? link);
          return range.getClientRects().length;
        });
        expect(lines, `lines of ${name} at ${width} px`).toBe(1);
      }
    }
  });

  test('asks for the hero image and the video poster at the width they are drawn', async ({
    page,
  }) => {
    // The browser chooses a file from `sizes` before any layout: a hint wider than the image fetches a larger
    // file than the screen shows, a narrower one a blurry file.
    const hintedAndDrawn = () =>
      page.evaluate(() =>
        ['#hero', '#book-call'].map((section) => {
          const image = document.querySelector<HTMLImageElement>(
            `${section} img[srcset], ${section} picture img`,
          );
          const sizes = image?.parentElement?.querySelector('source')?.sizes || image?.sizes || '';
          const probe = document.createElement('div');
          probe.style.position = 'absolute';
          for (const entry of sizes.split(/,(?![^(]*\))/)) {
            const [, media, length] = /^\s*(\([^)]*\))?\s*(.+?)\s*$/.exec(entry) ?? [];
            if (media && !matchMedia(media).matches) continue;
            probe.style.width = length ?? '';
            break;
          }
          document.body.append(probe);
          const hinted = probe.getBoundingClientRect().width;
          probe.remove();
          return { section, hinted: Math.round(hinted), drawn: image?.offsetWidth ?? 0 };
        }),
      );
    for (const width of [375, 412, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      for (const { section, hinted, drawn } of await hintedAndDrawn()) {
        expect(drawn, `${section} at ${width} px`).toBeGreaterThan(0);
        expect(hinted, `${section} at ${width} px`).toBeGreaterThanOrEqual(drawn);
        // Up to a classic scrollbar's width (15 px), which `vw` counts and the layout does not.
        expect(hinted, `${section} at ${width} px`).toBeLessThanOrEqual(drawn + 16);
      }
    }
  });

  test('lists the latest products from the API in display order, asking once', async ({ page }) => {
    const productRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rest/v1/products')
        productRequests.push(request.url());
    });
    const refreshed = productsRefreshed(page);
    await page.goto('/#products');
    const products = page.locator('#products');
    await expect(products.getByRole('heading', { name: 'Latest releases' })).toBeVisible();
    await expect(products.getByRole('link', { name: 'Explore more' })).toHaveAttribute(
      'href',
      '/all-framer-templates',
    );
    const cards = products.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const response = await fetch(
      `${backend.url}/rest/v1/products?select=name&order=display_order.asc&limit=6`,
      {
        headers: {
          apikey: backend.serviceRoleKey,
          Authorization: `Bearer ${backend.serviceRoleKey}`,
        },
      },
    );
    const expected = ((await response.json()) as { name: string }[]).map((row) => row.name);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected);
    await expect(products.getByText('Free').first()).toBeVisible();
    for (const image of await cards.locator('img').all())
      expect(await image.getAttribute('alt')).toBeTruthy();
    // The request starts as the section's code arrives; the hydrated section joins it rather than asking again.
    // The cards are prerendered, so they show before the request: wait for its answer, then give a second request,
    // which the section would send as it mounts, time to show up.
    await refreshed;
    await landingHydrated(page);
    await page.waitForTimeout(1_000);
    expect(productRequests).toHaveLength(1);
  });

  test("has the product cards' styles in its prerendered stylesheet, so cards arriving mid-scroll add none", async ({
    page,
  }) => {
    const selectors = () =>
      page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText ?? ''),
        ),
      );
    await page.goto('/');
    const selectorsAtLoad = await selectors();
    await page.locator('#products').scrollIntoViewIfNeeded();
    const cards = page.locator('#products').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const cardClasses = await cards.evaluateAll((articles) => [
      ...new Set(
        articles.flatMap((article) =>
          [article, ...article.querySelectorAll('*')].flatMap((element) => [...element.classList]),
        ),
      ),
    ]);
    const styledBy = (list: string[], name: string) =>
      list.some((selector) => selector.includes(`.${name}`));
    // The classes that carry rules now (styled-components also tags elements with rule-less component ids).
    const selectorsNow = await selectors();
    const styledClasses = cardClasses.filter((name) => styledBy(selectorsNow, name));
    expect(styledClasses.length).toBeGreaterThan(5);
    expect(styledClasses.filter((name) => !styledBy(selectorsAtLoad, name))).toEqual([]);
  });

  test('keeps its prerendered products when the API fails', async ({ page }) => {
    const failed: string[] = [];
    await page.route(`${backend.url}/rest/v1/products**`, (route) => {
      failed.push(route.request().url());
      return route.abort();
    });
    await page.goto('/');
    const products = page.locator('#products');
    await products.scrollIntoViewIfNeeded();
    // The section asks, and asks once more (react-query's retry), a second apart.
    await expect.poll(() => failed.length, { timeout: 10_000 }).toBe(2);
    // Before, the section showed its error within a frame of the second failure.
    await page.waitForTimeout(500);
    await expect(products.getByRole('article')).toHaveCount(6);
    await expect(products.getByRole('alert')).toHaveCount(0);
  });

  test('cannot be broken out of by a product name in its structured data', async ({ page }) => {
    const hostile = '</script><script>window.__pwned = true</script>';
    const insert = await fetch(`${backend.url}/rest/v1/products`, {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify({
        name: hostile,
        slug: 'e2e-hostile-name',
        description: 'A product whose name tries to end the JSON-LD block.',
        page_type: 'SaaS',
        thumbnail_url: `${backend.url}/storage/v1/object/public/product-thumbnails/missing.webp`,
        price_type: 'Free',
        display_order: -1,
      }),
    });
    expect(insert.status, await insert.text()).toBe(201);
    try {
      await page.goto('/#products');
      await expect(page.locator('#products').getByRole('article').first()).toContainText(hostile);
      const products = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.flatMap((s) => [JSON.parse(s.textContent ?? 'null')].flat()),
        );
      expect(products.filter((p) => p['@type'] === 'Product').map((p) => p.name)).toContain(
        hostile,
      );
      expect(products.find((p) => p.name === hostile)?.offers).toMatchObject({
        price: 0,
        priceCurrency: 'USD',
      });
      expect(
        await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
      ).toBeUndefined();
    } finally {
      await fetch(`${backend.url}/rest/v1/products?slug=eq.e2e-hostile-name`, {
        method: 'DELETE',
        headers: {
          apikey: backend.serviceRoleKey,
          Authorization: `Bearer ${backend.serviceRoleKey}`,
        },
      });
    }
  });

  test('starts its scripts once the hero image has arrived, so they do not compete with it', async ({
    page,
  }) => {
    const order: string[] = [];
    // The hero image arrives late, as on a slow connection: a wait, not a condition, is what this test is about (a
    // page that started its scripts sooner would request them within these 1.5 s).
    await page.route(/\/assets\/team-hero-[^/]*$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      order.push('hero image');
      await route.continue();
    });
    page.on('request', (request) => {
      if (/\/assets\/[^/]+\.js$/.test(request.url())) order.push('script');
    });
    await page.goto('/');
    await expect.poll(() => order.includes('script')).toBe(true);
    expect(order[0]).toBe('hero image');
  });

  test('starts its scripts only once the first paint is on screen, however late that is', async ({
    page,
  }) => {
    // A render-blocking stylesheet holds the first paint back for 2 s, long after the hero image has loaded, as
    // Chromium now and then does by itself for about a second.
    await page.route('**/hold-first-paint.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.fulfill({ contentType: 'text/css', body: '' });
    });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.head) return;
        observer.disconnect();
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = '/hold-first-paint.css';
        link.setAttribute('blocking', 'render');
        document.head.append(link);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await landingHydrated(page);
    const { firstPaintMs, firstScriptMs } = await page.evaluate(() => ({
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScriptMs: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstPaintMs).toBeGreaterThan(2000);
    expect(firstScriptMs).toBeGreaterThan(firstPaintMs ?? Infinity);
  });

  test('loads no supabase-js and connects to no API for a signed-out visitor until the products need them', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/[^/]+\.js$/.test(sent.url())) scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/');
    await landingHydrated(page);
    await page.waitForLoadState('networkidle');
    // The session used to be looked up once the browser was idle: let two idle periods pass.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
    );
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    const withSupabase = [];
    for (const script of scripts) {
      if ((await (await request.get(script)).text()).includes('GoTrueClient'))
        withSupabase.push(script);
    }
    expect(withSupabase).toEqual([]);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

    const apiPreconnect = page.locator(`head link[rel="preconnect"][href="${backend.url}"]`);
    await expect(apiPreconnect).toHaveCount(0);
    // Nearing the products, the page connects to the API while supabase-js and the section's code download.
    await page.locator('#products').scrollIntoViewIfNeeded();
    await expect(page.locator('#products').getByRole('article').first()).toBeVisible();
    await expect(apiPreconnect).toHaveAttribute('crossorigin', 'anonymous');
  });

  test('loads without console errors or hydration warnings', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await landingHydrated(page);
    // Every section hydrates as the visitor reaches it: visit them all.
    for (const id of ['gallery', 'benefits', 'calculator', 'products', 'book-call']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
    }
    await expect(page.locator('#products').getByRole('article').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('reads well and its links work with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#products').getByRole('article')).toHaveCount(6);
    await page.getByRole('link', { name: 'EXPLORE OUR SERVICES' }).click();
    await expect(page).toHaveURL(/#calculator$/);
    await page.getByRole('link', { name: 'Explore more' }).click();
    await expect(page).toHaveURL('/all-framer-templates');
    await context.close();
  });

  test('books through our own dialog when the scheduling widget cannot load: mailto, request, studio mail', async ({
    page,
    context,
    request,
  }, testInfo) => {
    // The edge of our world: the widget's host is unreachable.
    await context.route('https://app.cal.com/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/#calculator');
    const calculator = page.locator('#calculator');
    await calculator.getByRole('slider', { name: 'Team size' }).focus();
    await page.keyboard.press('Home');
    await calculator.getByRole('link', { name: /Book a call about this estimate/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Book your free call' });
    const mailLink = dialog.getByRole('link', { name: 'Email hello@outpace.studio' });
    const mailto = new URL((await mailLink.getAttribute('href')) ?? '');
    expect([mailto.protocol, mailto.pathname]).toEqual(['mailto:', 'hello@outpace.studio']);
    expect(mailto.searchParams.get('subject')).toBe('Free 15-minute call');
    const estimate = mailto.searchParams.get('body')?.match(/\$[\d,]+/)?.[0] ?? '';
    await expect(calculator.getByTestId('calculator-announcement')).toContainText(estimate);

    const email = `booking-${testInfo.workerIndex}-${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'What do you need?' }).fill('A launch page.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeFocused();

    await expect
      .poll(async () =>
        (await mailTo(request, 'hello@outpace.studio')).find((mail) => mail.text.includes(email)),
      )
      .toMatchObject({ subject: 'Call request from Ada Lovelace' });
    const [mail] = (await mailTo(request, 'hello@outpace.studio')).filter((m) =>
      m.text.includes(email),
    );
    expect(mail?.text).toContain(`Estimate: ${estimate} (the site's cost calculator)`);
  });

  test('loads the video player only after a click, from the privacy-enhanced host', async ({
    page,
  }) => {
    // The video host, played by a stand-in page: the suite never reaches the real one.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    );
    // The section's code is held back: the visitor's click waits for it, not lost.
    const release = await holdSectionCode(page, 'BookCallSection');
    await page.goto('/#book-call');
    const section = page.locator('#book-call');
    await section.getByRole('button', { name: /^Play video:/ }).click();
    await expect(section.locator('iframe')).toHaveCount(0);
    release();
    await expect(section.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
  });

  test('with the video host unreachable, play keeps the poster and offers the video on YouTube instead', async ({
    page,
  }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.abort());
    await page.goto('/#book-call');
    const section = page.locator('#book-call');
    await section.getByRole('button', { name: /^Play video:/ }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Video unavailable, watch it on youtube.com (opens in a new tab)',
    );
    const link = section.getByRole('link', {
      name: 'watch it on youtube.com (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
    await expect(link).toBeFocused();
    await expect(section.locator('iframe')).toHaveCount(0);
    await expect(section.getByRole('img', { name: /sprint board/i })).toBeVisible();
  });

  test('FAQ questions expand with the keyboard and say so', async ({ page }) => {
    await page.goto('/#book-call');
    // Pressed as soon as the page shows it: before the scripts have arrived the key still counts.
    const question = page
      .locator('#book-call')
      .getByRole('button', { name: 'What does a fixed price include?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test("with the page's scripts held back, a FAQ answer opens and closes at once, and stays so", async ({
    page,
  }) => {
    const release = await holdSectionCode(page, '[^/]*');
    // The load event waits for the held scripts: the visitor acts on the prerendered page before it.
    await page.goto('/#book-call', { waitUntil: 'commit' });
    const section = page.locator('#book-call');
    const first = section.getByRole('button', { name: 'What does a fixed price include?' });
    const firstAnswer = section.getByRole('region', { name: 'What does a fixed price include?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
    await first.click();
    // One answer at a time: another question's closes the first.
    const second = section.getByRole('button', { name: 'How fast can you start?' });
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // The section hydrates with the answer the visitor opened, and React carries on from there.
    release();
    await landingHydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a FAQ question tapped before its section has hydrated opens at once, and React carries on from there', async ({
      page,
    }) => {
      const release = await holdSectionCode(page, 'BookCallSection');
      await page.goto('/#book-call');
      const section = page.locator('#book-call');
      const question = section.getByRole('button', { name: 'What does a fixed price include?' });
      await question.tap();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(
        section.getByRole('region', { name: 'What does a fixed price include?' }),
      ).toBeVisible();
      release();
      await expect(section.locator('[data-accordion][data-live]')).toHaveCount(1);
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await question.tap();
      await expect(question).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('the gallery rests in its final state under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#gallery');
    await landingHydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#gallery')).toHaveAttribute('data-motion', 'static');
    // The stage (the columns' parent) and the columns: no scroll animation, tilt, zoom, drift or lean.
    const motion = await page.locator('#gallery ul').evaluateAll((columns) =>
      [columns[0]!.parentElement!, ...columns].flatMap((element) => {
        const style = getComputedStyle(element);
        return [style.animationName, style.rotate, style.scale, style.translate, style.transform];
      }),
    );
    expect(motion.filter((value) => value !== 'none')).toEqual([]);
  });

  test('skips rendering the sections far from the screen, at their real size', async ({ page }) => {
    // The layout twice in one task: as the browser has it, then with every section forced to render. No frame is
    // drawn in between, so the forced render cannot teach the browser the real sizes.
    const skippedAndReal = () =>
      page.evaluate(() => {
        const layout = () => ({
          pageHeight: document.documentElement.scrollHeight,
          sections: [...document.querySelectorAll('#main > section')].map((section) => {
            const { top, height } = section.getBoundingClientRect();
            return { id: section.id, top: Math.round(top + scrollY), height: Math.round(height) };
          }),
        });
        const skipped = layout();
        const renderAll = document.createElement('style');
        renderAll.textContent = '#main > section { content-visibility: visible !important; }';
        document.head.append(renderAll);
        const real = layout();
        renderAll.remove();
        return { skipped, real };
      });
    await page.goto('/');
    await landingHydrated(page);
    const isBookCallRendered = () =>
      page
        .locator('#book-call h2')
        .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    await expect.poll(isBookCallRendered).toBe(false);
    // Skipped from the first render, the sections get their real size once the page is idle.
    await expect
      .poll(async () => {
        const { skipped, real } = await skippedAndReal();
        return JSON.stringify(skipped) === JSON.stringify(real);
      })
      .toBe(true);
    const { skipped, real } = await skippedAndReal();
    expect(skipped).toEqual(real);
    expect(await isBookCallRendered()).toBe(false);
  });

  for (const path of ['/', '/all-framer-templates', '/saas-templates', '/no-such-page']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
