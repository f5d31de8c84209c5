import type { Locator, Page } from '@playwright/test';
import { expect, holdSectionCode, landingHydrated, test } from './fixtures';
import { paths } from '../../apps/site/src/routing/paths';

const NAV_HEIGHT = 72;

/**
 * Until the side menu's sheet (Radix Dialog and framer-motion) has loaded, the menu button opens its CSS shell, a
 * native dialog. A pointer on the button fetches the sheet: once its code is in, the sheet takes the next opening.
 */
async function sheetLoaded(page: Page) {
  await landingHydrated(page);
  await page.getByRole('button', { name: /menu/i }).hover();
  let chunk = '';
  await expect
    .poll(async () => {
      chunk = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .find((entry) => /SideMenuSheet-/.test(entry.name))?.name ?? '',
      );
      return chunk;
    })
    .not.toBe('');
  // The chunk's arrival is not its module having run: that waits for what it imports too (a frame after the chunk
  // was not always enough on a busy runner). Importing it again resolves once it has run, as the page's own import
  // does; two frames later the sheet is mounted and takes the openings.
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, chunk);
}

/**
 * Tab and Shift+Tab, each more times than the menu has controls, never take the focus out of it.
 */
async function expectTabKeptIn(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  }
}

/**
 * The open menu says so on its button, keeps the focus in it, and Escape closes it and hands the focus back.
 */
async function expectOpenMenuClosesOnEscape(page: Page, dialog: Locator, menuButton: Locator) {
  await expect(dialog).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expectTabKeptIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
}

/**
 * Waits for the element to reach its place just below the fixed bar, then checks that it stays there. It waits for
 * the place itself rather than for the page to stop moving: on a busy machine a smooth scroll can start late, and a
 * page that has not started moving looks as still as one that has arrived.
 */
async function expectToRestBelowTheBar(page: Page, selector: string) {
  const distanceFromBar = () =>
    page
      .locator(selector)
      .evaluate((element, bar) => Math.abs(element.getBoundingClientRect().top - bar), NAV_HEIGHT);
  await expect.poll(distanceFromBar, { intervals: [100] }).toBeLessThan(4);
  await page.waitForTimeout(500);
  expect(await distanceFromBar()).toBeLessThan(4);
}

async function recordScrollPositions(page: Page) {
  await page.evaluate(() => {
    const positions = new Set<number>();
    (window as unknown as { __scrollPositions: Set<number> }).__scrollPositions = positions;
    const sample = () => {
      positions.add(Math.round(window.scrollY));
      requestAnimationFrame(sample);
    };
    sample();
  });
}

/** Scroll positions seen strictly between where the page started and where it came to rest. */
const positionsOnTheWay = (page: Page) =>
  page.evaluate(() => {
    const seen = [...(window as unknown as { __scrollPositions: Set<number> }).__scrollPositions];
    const start = seen[0]!;
    const end = Math.round(window.scrollY);
    return seen.filter((y) => y > Math.min(start, end) && y < Math.max(start, end)).length;
  });

/**
 * Loads every section's code first, by visiting the bottom of the page and coming back: sections load as a scroll
 * nears them, and on a busy machine that work can hold the frames in which a smooth scroll is observed.
 */
async function loadEverySection(page: Page) {
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/** BOOK GROWTH from another route: the app navigates to `/` first. */
async function pressBookGrowthOnTheCatalog(page: Page) {
  await page.goto('/all-framer-templates');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'BOOK GROWTH' })
    .click();
  await expect(page).toHaveURL('/');
}

test.describe('navigation bar', () => {
  test('BOOK GROWTH scrolls smoothly to the calculator on the landing page', async ({ page }) => {
    await page.goto('/');
    // Before the scripts run the link still works, as a plain jump to /#calculator.
    await landingHydrated(page);
    await loadEverySection(page);
    await recordScrollPositions(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'BOOK GROWTH' })
      .click();
    await expectToRestBelowTheBar(page, '#calculator');
    // Smooth: the page passed through intermediate positions on its way (a jump shows none). The compositor
    // scrolls on while a busy main thread samples only some of its frames, so one is enough.
    expect(await positionsOnTheWay(page)).toBeGreaterThan(0);
    await expect(page).toHaveURL('/');
  });

  test('BOOK GROWTH on another route goes to / first, then scrolls to the calculator', async ({
    page,
  }) => {
    await pressBookGrowthOnTheCatalog(page);
    await expectToRestBelowTheBar(page, '#calculator');
  });

  test('BOOK GROWTH on another route waits for a calculator whose code arrives late', async ({
    page,
  }) => {
    const release = await holdSectionCode(page, 'CalculatorSection');
    await pressBookGrowthOnTheCatalog(page);
    // A slow phone on a slow network: the section's code takes seconds, longer than the page's first render.
    await page.waitForTimeout(4000);
    await expect(page.locator('#calculator')).toHaveCount(0);
    release();
    await expectToRestBelowTheBar(page, '#calculator');
  });

  test('BOOK GROWTH on another route leaves the page alone once the visitor scrolls it', async ({
    page,
  }) => {
    const release = await holdSectionCode(page, 'CalculatorSection');
    await pressBookGrowthOnTheCatalog(page);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    release();
    await expect(page.locator('#calculator')).toBeAttached();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
  });

  test('BOOK GROWTH still lands on the calculator when the page above it grows during the scroll', async ({
    page,
  }) => {
    await page.goto('/');
    await landingHydrated(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'BOOK GROWTH' })
      .click();
    // As a section or image arriving late on a slow device would, once the smooth scroll is on its way.
    await page.waitForFunction(() => window.scrollY > 0);
    await page.evaluate(() => {
      const spacer = Object.assign(document.createElement('div'), { style: 'height: 900px' });
      document.getElementById('benefits')!.before(spacer);
    });
    await expectToRestBelowTheBar(page, '#calculator');
  });

  test('EXPLORE OUR SERVICES scrolls to the calculator', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'EXPLORE OUR SERVICES' }).click();
    await expectToRestBelowTheBar(page, '#calculator');
  });

  test('reduced motion makes the scroll instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('link', { name: 'EXPLORE OUR SERVICES' }).click();
    await page.waitForTimeout(50);
    const top = await page.locator('#calculator').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - NAV_HEIGHT)).toBeLessThan(4);
  });

  for (const anchor of ['calculator', 'products']) {
    test(`/#${anchor} opens the page at that section`, async ({ page }) => {
      await page.goto(`/#${anchor}`);
      await expectToRestBelowTheBar(page, `#${anchor}`);
    });
  }

  test('a deep link lands on its section even when the web fonts arrive late', async ({ page }) => {
    // A slow first visit: the fonts miss their short block period, so the page keeps the fallback fonts and the
    // layout the browser scrolled against does not change under the visitor.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto('/#products');
    await expect(page.getByRole('heading', { name: 'Latest releases' })).toBeVisible();
    await page.waitForTimeout(2_500);
    await expectToRestBelowTheBar(page, '#products');
  });

  test('is transparent at the top of the page and solid once scrolled', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    // Over the hero the bar is only a scrim (a gradient to transparent); scrolled, it is opaque paper.
    const background = () =>
      header.evaluate((element) => {
        const { backgroundColor, backgroundImage } = getComputedStyle(element);
        return {
          // Computed colours carry an alpha channel (`rgba(…)`) only when they are not opaque.
          isOpaque: backgroundColor.startsWith('rgb('),
          isScrim: backgroundImage.startsWith('linear-gradient'),
        };
      });
    await expect(header).toHaveAttribute('data-tone', 'overlay');
    expect(await background()).toEqual({ isOpaque: false, isScrim: true });
    await page.mouse.wheel(0, 600);
    await expect.poll(background).toEqual({ isOpaque: true, isScrim: false });
  });

  test('is solid from the start on the pages that open on paper', async ({ page }) => {
    for (const path of [paths.allTemplates, '/all-framer-templates/aurora-saas', paths.plans]) {
      await page.goto(path);
      await expect(page.locator('header').first()).toHaveAttribute('data-tone', 'solid');
    }
  });

  test('shows a Sign in link to signed-out visitors', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
  });
});

test.describe('side menu (below 768 px)', () => {
  for (const { width, menuWidth } of [
    { width: 375, menuWidth: 300 },
    { width: 700, menuWidth: 400 },
  ]) {
    test(`is ${menuWidth} px wide at a ${width} px window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await page.getByRole('button', { name: /menu/i }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Measured once the 500 ms slide-in has finished: it ends flush with the right edge.
      await expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return box && [Math.round(box.width), Math.round(box.x + box.width)];
        })
        .toEqual([menuWidth, width]);
    });
  }

  test('slides in for 500 ms and out for 300 ms', async ({ page }) => {
    // The slide is a Web Animation on the dialog: note each one's timing as it starts, since on a busy machine a
    // read after the click can come when it is already over.
    await page.addInitScript(() => {
      const slides: { duration: unknown; easing: unknown }[] = [];
      Object.assign(window, { slides });
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        if (this.getAttribute('role') === 'dialog' && typeof options === 'object')
          slides.push({ duration: options.duration, easing: options.easing });
        return animate.call(this, keyframes, options);
      };
    });
    const slides = () => page.evaluate(() => (window as unknown as { slides: unknown[] }).slides);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await sheetLoaded(page);
    await page.getByRole('button', { name: /menu/i }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(slides).toEqual([{ duration: 500, easing: 'cubic-bezier(0.2, 0, 0, 1)' }]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect((await slides())[1]).toEqual({ duration: 300, easing: 'cubic-bezier(0.4, 0, 1, 1)' });
  });

  test('traps focus, closes on Escape and returns focus to the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await sheetLoaded(page);
    const menuButton = page.getByRole('button', { name: /menu/i });
    await menuButton.click();
    const dialog = page.getByRole('dialog');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a tap on the menu button before the page is interactive still opens the menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/common-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test("with the page's scripts held back, the menu opens at once as CSS, named, and closes", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const release = await holdSectionCode(page, '[^/]*');
    // The load event waits for the held scripts: the visitor acts on the prerendered page before it.
    await page.goto('/', { waitUntil: 'commit' });
    const menuButton = page.getByRole('button', { name: /menu/i });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // Slides in from the right for 500 ms, and out for 300 ms, unless reduced motion is asked for.
    expect(await dialog.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(
      /^0\.5s/,
    );
    await expect(dialog.getByRole('link', { name: 'Browse templates' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Book growth' })).toBeVisible();
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && [Math.round(box.width), Math.round(box.x + box.width)];
      })
      .toEqual([300, 375]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await menuButton.click();
    await expect(dialog).toBeVisible();
    await expectTabKeptIn(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
    // Nothing was left to replay: the page's scripts do not open the menu again once they arrive.
    release();
    await landingHydrated(page);
    await expect(dialog).toBeHidden();
  });

  test('the CSS menu opened before its code arrived stays open as the page hydrates and re-renders the bar, and keeps focus in it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // The shell's own code and the sheet's held back: the page hydrates around the prerendered shell, and the bar
    // renders again with new callbacks once the session check has answered.
    const releaseShell = await holdSectionCode(page, 'SideMenuShell[^/]*');
    const releaseSheet = await holdSectionCode(page, 'SideMenuSheet[^/]*');
    await page.goto('/', { waitUntil: 'commit' });
    const menuButton = page.getByRole('button', { name: /menu/i });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await landingHydrated(page);
    // The session check has answered and the bar has rendered again, with new callbacks for the menu's entries.
    await expect(page.locator('header [data-state="signed-out"]')).toBeAttached();
    await expect(dialog).toBeVisible();
    await expectTabKeptIn(page, dialog);
    releaseShell();
    await expect(dialog).toHaveAttribute('data-live', '');
    await expectOpenMenuClosesOnEscape(page, dialog, menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // Once the sheet's code is in, the sheet takes the next opening.
    releaseSheet();
    await sheetLoaded(page);
    await menuButton.click();
    await expect(page.locator('[role="dialog"][data-state="open"]')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page.locator('dialog')).toBeHidden();
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test("a tap opens the CSS menu even once the sheet's code is in, and the keyboard gets the sheet", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/');
      await sheetLoaded(page);
      const menuButton = page.getByRole('button', { name: /menu/i });
      const shell = page.locator('dialog');
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      for (let opening = 0; opening < 2; opening += 1) {
        await menuButton.tap();
        await expect(shell).toBeVisible();
        await expectOpenMenuClosesOnEscape(page, dialog, menuButton);
      }
      await page.keyboard.press('Enter');
      await expect(page.locator('[role="dialog"][data-state="open"]')).toBeVisible();
      await expect(shell).toBeHidden();
    });
  });

  test('Browse templates closes the menu and scrolls to the products', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Browse templates' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectToRestBelowTheBar(page, '#products');
  });

  test('Book growth closes the menu and scrolls to the calculator', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Book growth' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectToRestBelowTheBar(page, '#calculator');
    // Keyboard and screen-reader users continue from the calculator, not from the menu button.
    await expect(page.locator('#calculator')).toBeFocused();
  });
});
