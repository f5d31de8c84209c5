// Taps as a visitor on a phone makes them (390×844, touch, 4× CPU): each tap's time from the pointerdown to the
// paint of its visible result (the menu shown, the answer open, the radio checked, the slider moved, the template
// card pressed), and its Event Timing duration. A tap is judged on the later of the two: a tap that paints at once
// but shows its result a second later was not answered at once.
/* global document, window */
import {
  armTapProbe,
  galleryFirstMotion,
  installTapProbe,
  pagePaintAfterTap,
  quietMainThread,
  tapFigures,
} from './page-probes.mjs';
import { CALCULATOR_CHOICES, radioFor } from './calculator-choices.mjs';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const CPU_SLOWDOWN = 4;

/** The first use of a control must paint its result within this; every later one within `LATER_TAP_MS`. */
export const FIRST_TAP_MS = 200;
export const LATER_TAP_MS = 100;

/**
 * Every measured tap, in the order a run makes them. `first`: the first use of that control on the page.
 * @type {{ id: string, label: string, first: boolean }[]}
 */
export const TAPS = [
  { id: 'menuFirst', label: 'menu button, first tap → menu shown', first: true },
  { id: 'menuClose', label: "menu 'Close' → menu closing", first: true },
  { id: 'menuSecond', label: 'menu button, second tap → menu shown', first: false },
  {
    id: 'bookGrowth',
    label: "'Book growth' (the phone's BOOK GROWTH) → menu closing",
    first: true,
  },
  { id: 'faqOpenEarly', label: 'FAQ item, tapped on arrival → answer shown', first: true },
  { id: 'faqCloseEarly', label: 'FAQ item, tapped again → answer hidden', first: false },
  { id: 'faqOpenLate', label: 'FAQ item, section hydrated → answer shown', first: false },
  { id: 'faqCloseLate', label: 'FAQ item, section hydrated → answer hidden', first: false },
  { id: 'radioFirst', label: 'calculator radio, tapped on arrival → checked', first: true },
  { id: 'radioLater', label: 'calculator radio, later tap → checked', first: false },
  { id: 'sliderFirst', label: 'calculator slider, first tap → value moved', first: true },
  { id: 'sliderLater', label: 'calculator slider, later tap → value moved', first: false },
  { id: 'templateCard', label: 'template card → card pressed (its page then loads)', first: true },
];

const RESULT_CAP_MS = 10_000;
const TEMPLATE_CARD = '#products a[href*="/all-framer-templates/"]';
const MENU_OPEN = { selector: '[role="dialog"], dialog[open]', shown: true };
const MENU_CLOSING = {
  selector: 'button[aria-label="Open menu"][aria-expanded="true"]',
  shown: false,
};

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {import('@playwright/test').Locator} Locator
 * @typedef {{ resultMs: number | null, eventTimingMs: number | null, pagePaintMs?: number | null }} TapFigures
 */

/**
 * Taps `target` (a locator, or a point) and waits for `result` to be painted.
 *
 * A locator is tapped after the waits of Playwright's own tap (in view, still for two frames, the topmost element
 * at that point; a trial tap, retried if the page replaces the element meanwhile), but the measured tap skips
 * Playwright's hit-target check: that check listens for the tap's own events in the page and hit-tests in its
 * pointerdown, touchstart and touchend, about 6 ms of main-thread work at 4x CPU (in a trace) inside every tap.
 * @param {Page} page
 * @param {Locator | { x: number, y: number }} target
 * @param {{ selector: string, shown: boolean }} result
 * @returns {Promise<TapFigures>}
 */
async function tap(page, target, result) {
  await page.evaluate(armTapProbe, result);
  if ('tap' in target) {
    await target.tap({ trial: true });
    await target.tap({ force: true });
  } else await page.touchscreen.tap(target.x, target.y);
  return page.evaluate(tapFigures, { capMs: RESULT_CAP_MS });
}

/** @param {Page} page */
const settle = (page) => page.evaluate(quietMainThread, { quietMs: 500, capMs: 5000 });

/**
 * The menu: first tap, Close, second tap, then 'Book growth' in it.
 * @param {Page} page
 */
async function menuTaps(page) {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const menuFirst = await tap(page, menuButton, MENU_OPEN);
  await settle(page);
  const menuClose = await tap(
    page,
    page.getByRole('dialog').getByRole('button', { name: 'Close' }),
    MENU_CLOSING,
  );
  await settle(page);
  const menuSecond = await tap(page, menuButton, MENU_OPEN);
  await settle(page);
  const bookGrowth = await tap(
    page,
    page.getByRole('dialog').getByRole('link', { name: 'Book growth' }),
    MENU_CLOSING,
  );
  await settle(page);
  return { menuFirst, menuClose, menuSecond, bookGrowth };
}

/**
 * Scrolls an element into view at once, as a jump from a link would, without waiting for anything.
 * @param {Page} page
 * @param {string} selector
 */
const jumpTo = (page, selector) =>
  page.evaluate((s) => document.querySelector(s)?.scrollIntoView({ block: 'center' }), selector);

/**
 * One FAQ question opened and closed the moment its section is on screen (its code may still be on its way), then
 * another once the section has settled.
 * @param {Page} page
 */
async function faqTaps(page) {
  const questions = page.locator('#book-call').getByRole('button', { expanded: false });
  const early = questions.nth(0);
  const late = questions.nth(1);
  const [earlyId, lateId] = [await early.getAttribute('id'), await late.getAttribute('id')];
  const expanded = (/** @type {string | null} */ id, /** @type {boolean} */ shown) => ({
    selector: `[id="${id}"][aria-expanded="true"]`,
    shown,
  });
  await jumpTo(page, `[id="${earlyId}"]`);
  const faqOpenEarly = await tap(page, page.locator(`[id="${earlyId}"]`), expanded(earlyId, true));
  const faqCloseEarly = await tap(
    page,
    page.locator(`[id="${earlyId}"]`),
    expanded(earlyId, false),
  );
  await page.waitForLoadState('networkidle');
  await settle(page);
  const faqOpenLate = await tap(page, page.locator(`[id="${lateId}"]`), expanded(lateId, true));
  await settle(page);
  const faqCloseLate = await tap(page, page.locator(`[id="${lateId}"]`), expanded(lateId, false));
  return { faqOpenEarly, faqCloseEarly, faqOpenLate, faqCloseLate };
}

/**
 * Two radios (the first tapped the moment the calculator is on screen), then two taps on the slider's track.
 * @param {Page} page
 */
async function calculatorTaps(page) {
  const calculator = page.locator('#calculator');
  // The cards (labels) are what a visitor taps, as in tests/e2e/calculator.spec.ts; each is known by its radio's
  // value, core's id for the choice. The two tapped are ones not chosen yet, of different groups.
  const unchecked = [];
  for (const value of CALCULATOR_CHOICES) {
    if (!(await calculator.locator(radioFor(value)).isChecked())) unchecked.push(value);
  }
  const card = (/** @type {string | undefined} */ value) => {
    if (!value) throw new Error('No unchosen radio in #calculator.');
    return calculator.locator('label').filter({ has: page.locator(radioFor(value)) });
  };
  const radioTap = (/** @type {string | undefined} */ value) =>
    tap(page, card(value), {
      selector: `#calculator ${radioFor(`${value}`)}:checked`,
      shown: true,
    });
  await jumpTo(page, '#calculator label');
  const radioFirst = await radioTap(unchecked[0]);
  await settle(page);
  // The later card is in the next step, below: a visitor scrolls to it, then taps. Tapped within the frame of the
  // scroll that brings it in, its tap would wait on the rendering of what that scroll reveals (the products
  // section, skipped until then by content-visibility): the scroll's cost, not the tap's. The template card is
  // brought into view and settled before its tap in the same way.
  await card(unchecked.at(-1)).scrollIntoViewIfNeeded();
  await settle(page);
  const radioLater = await radioTap(unchecked.at(-1));
  await page.waitForLoadState('networkidle');
  await settle(page);
  const thumb = calculator.getByRole('slider');
  await thumb.scrollIntoViewIfNeeded();
  const sliderTap = async (/** @type {number} */ at) => {
    const before = await thumb.getAttribute('aria-valuenow');
    const track = await page.evaluate(() => {
      // The thumb carries data-orientation too: the track's root is the nearest one above it.
      const root = document
        .querySelector('#calculator [role="slider"]')
        ?.parentElement?.closest('[data-orientation]');
      const box = root?.getBoundingClientRect();
      return box && { x: box.x, y: box.y, width: box.width, height: box.height };
    });
    if (!track) throw new Error('No slider track in #calculator.');
    return tap(
      page,
      { x: track.x + track.width * at, y: track.y + track.height / 2 },
      { selector: `#calculator [role="slider"]:not([aria-valuenow="${before}"])`, shown: true },
    );
  };
  const sliderFirst = await sliderTap(0.9);
  await settle(page);
  const sliderLater = await sliderTap(0.3);
  return { radioFirst, radioLater, sliderFirst, sliderLater };
}

/**
 * A tap on the first template card in the products section, which loads that template's page (the landing page has
 * no client router). Like every other tap, it is judged on the landing page, from the pointerdown to the paint of
 * its visible answer, the card pressed (its link `:active`), and its Event Timing duration. For that tap the bench
 * cancels the link's navigation, after the page's own handlers have seen the click (a listener on `window`, the
 * last the click reaches), so that the landing page is still there to report them; a navigation in flight does not
 * hold back the page's frames, so the figures are those of a tap that goes on to load the page. A second tap, not
 * held back, loads the page: its first contentful paint from that tap's pointerdown is recorded beside the figures
 * (`pagePaintMs`), not judged, since a page load is on the network's time as much as the phone's.
 * @param {Page} page
 */
async function templateCardTap(page) {
  const card = page.locator(TEMPLATE_CARD).first();
  await card.scrollIntoViewIfNeeded();
  await settle(page);
  await page.evaluate(() =>
    window.addEventListener('click', (event) => event.preventDefault(), { once: true }),
  );
  const figures = await tap(page, card, { selector: `${TEMPLATE_CARD}:active`, shown: true });
  await settle(page);
  await Promise.all([
    page.waitForURL('**/all-framer-templates/**', { waitUntil: 'commit' }),
    card.tap(),
  ]);
  const pagePaintMs = await page.evaluate(pagePaintAfterTap, { capMs: RESULT_CAP_MS });
  return { templateCard: { ...figures, pagePaintMs } };
}

/**
 * A fresh page at 4× CPU, loaded and left idle for `idleMs`, as a visitor arrives and looks before tapping.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 * @param {number} idleMs
 */
async function openPhonePage(context, url, idleMs) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'load' });
  if (idleMs) await page.waitForTimeout(idleMs);
  return { page, errors };
}

/**
 * Every tap in TAPS, each flow on a fresh page; and, on one more, how long the gallery sits still after a flick
 * right after load brings it on screen.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {(what: string, run: () => Promise<any>) => Promise<any>} attempt runs a flow with one retry
 */
export async function measurePhone(browser, url, attempt) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(installTapProbe);
  try {
    /** @type {(idleMs: number, flow: (page: Page) => Promise<any>) => () => Promise<any>} */
    const onFreshPage = (idleMs, flow) => async () => {
      const { page, errors } = await openPhonePage(context, url, idleMs);
      try {
        return await flow(page);
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new Error(
          message + (errors.length ? ` (page errors: ${errors.slice(0, 3).join(' | ')})` : ''),
        );
      } finally {
        await page.close();
      }
    };
    const menu = await attempt('menu taps', onFreshPage(4000, menuTaps));
    const faq = await attempt('FAQ taps', onFreshPage(4000, faqTaps));
    const calculator = await attempt('calculator taps', onFreshPage(4000, calculatorTaps));
    const templates = await attempt('template card tap', onFreshPage(4000, templateCardTap));
    const gallery = await attempt(
      'gallery first motion',
      onFreshPage(0, (page) =>
        page.evaluate(galleryFirstMotion, { step: 60, capMs: RESULT_CAP_MS }),
      ),
    );
    /** @type {Record<string, TapFigures>} */
    const taps = {};
    const failed = [menu, faq, calculator, templates, gallery].filter((flow) => flow.error);
    for (const flow of [menu, faq, calculator, templates])
      if (!flow.error) Object.assign(taps, flow);
    return {
      taps,
      gallery: gallery.error ? { ms: null, frames: null } : gallery,
      errors: failed.map((flow) => flow.error),
    };
  } finally {
    await context.close();
  }
}

/**
 * The figure a tap is judged on: the later of its result's paint and its Event Timing duration.
 * @param {TapFigures | undefined} figures
 */
export function judgedMs(figures) {
  if (!figures || figures.resultMs === null) return null;
  return Math.max(figures.resultMs, figures.eventTimingMs ?? 0);
}
