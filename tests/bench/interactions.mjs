// Runtime responsiveness at 4× CPU slowdown, which Lighthouse's navigation runs do not cover: the calculator's
// input-to-next-paint and the frame pacing while the scroll-linked gallery moves (desktop, hydrated page), and a
// phone visitor's taps (phone-taps.mjs). What runs inside the page is in page-probes.mjs.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { CALCULATOR_CHOICES, radioFor } from './calculator-choices.mjs';
import {
  installInputToPaintProbe,
  quietMainThread,
  scriptedScroll,
  takeInputToPaintProbe,
} from './page-probes.mjs';
import { CPU_SLOWDOWN, measurePhone } from './phone-taps.mjs';
import { isStopping, track } from './processes.mjs';
import { max, median } from './stats.mjs';

const SLIDER_PRESSES = 5;
const SCROLL_STEP_PX = 30;
const FRAME_MS = 1000 / 60;
// One frame at 60 Hz is 16.7 ms, but rAF timestamps jitter by about a millisecond even when no frame is missed,
// so a frame counts as slow only beyond 17.7 ms. Over 33.4 ms means at least one frame was dropped.
const SLOW_FRAME_MS = FRAME_MS + 1;
const DROPPED_FRAME_MS = 2 * FRAME_MS;

/** @param {import('@playwright/test').Page} page */
async function takeProbe(page) {
  // Lets the last sample's frame and the observer's delivery happen.
  await page.waitForTimeout(300);
  return page.evaluate(takeInputToPaintProbe);
}

/**
 * A failure with the page's own errors attached, since those usually explain it (e.g. hydration never finishing).
 * @param {unknown} error
 * @param {string[]} pageErrors
 */
function withPageErrors(error, pageErrors) {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const extra = pageErrors.length ? ` (page errors: ${pageErrors.slice(0, 3).join(' | ')})` : '';
  return new Error(message + extra);
}

/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 */
async function openThrottled(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors };
}

/**
 * Hydrated once the Radix slider answers the keyboard (server HTML has no handlers). Home also puts it at its
 * minimum, so every measured ArrowRight changes the value.
 * @param {import('@playwright/test').Page} page
 */
async function hydratedSlider(page) {
  const calculator = page.locator('#calculator');
  // The section's code loads as the visitor nears it.
  await calculator.scrollIntoViewIfNeeded({ timeout: 60_000 });
  const slider = calculator.getByRole('slider', { name: 'Team size' });
  // Radix renders the thumb with display:none on the server, so the role query matches once React has run.
  await slider.scrollIntoViewIfNeeded({ timeout: 60_000 });
  const deadline = Date.now() + 60_000;
  for (;;) {
    await slider.focus({ timeout: 60_000 });
    await page.keyboard.press('Home');
    if ((await slider.getAttribute('aria-valuenow')) === '1') return slider;
    if (Date.now() > deadline) throw new Error('The calculator did not hydrate within 60 s.');
    await page.waitForTimeout(250);
  }
}

/**
 * @param {{ ms: number }[]} samples
 */
function summariseSamples(samples) {
  const values = samples.map((sample) => sample.ms);
  return { count: values.length, medianMs: median(values), maxMs: max(values), samplesMs: values };
}

/**
 * Opens the page at 4x CPU, waits until the calculator is hydrated and the page has settled, then records input-to-next-paint while `drive`
 * works the calculator.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 * @param {(page: import('@playwright/test').Page, slider: import('@playwright/test').Locator) => Promise<void>} drive
 */
async function measureInputToPaint(context, url, drive) {
  const { page, errors } = await openThrottled(context, url);
  try {
    const slider = await hydratedSlider(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(quietMainThread, { quietMs: 1000, capMs: 15_000 });
    await page.evaluate(installInputToPaintProbe);
    await drive(page, slider);
    const { samples, eventEntries } = await takeProbe(page);
    return {
      ...summariseSamples(samples),
      eventTimingMaxMs: max(eventEntries.map((/** @type {{ ms: number }} */ e) => e.ms)),
      errors,
    };
  } catch (error) {
    throw withPageErrors(error, errors);
  } finally {
    await page.close();
  }
}

/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 */
function measureSlider(context, url) {
  return measureInputToPaint(context, url, async (page, slider) => {
    await slider.focus();
    for (let i = 0; i < SLIDER_PRESSES; i += 1) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(250);
    }
    if ((await slider.getAttribute('aria-valuenow')) !== String(1 + SLIDER_PRESSES)) {
      throw new Error('The slider did not move on every ArrowRight.');
    }
  });
}

/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 */
function measureRadios(context, url) {
  return measureInputToPaint(context, url, async (page) => {
    for (const value of CALCULATOR_CHOICES) {
      const radio = page.locator('#calculator').locator(radioFor(value));
      // The card (label) is what a visitor clicks, as in tests/e2e/calculator.spec.ts; `has` is resolved inside
      // each label.
      await page
        .locator('#calculator label')
        .filter({ has: page.locator(radioFor(value)) })
        .click();
      await page.waitForTimeout(250);
      if (!(await radio.isChecked())) throw new Error(`Clicking "${value}" did not select it.`);
    }
  });
}

/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 */
async function measureGalleryScroll(context, url) {
  const { page, errors } = await openThrottled(context, url);
  try {
    // The gallery switches from its server-rendered static state to 'live' once its scroll effect is attached.
    await page.waitForSelector('#gallery[data-motion="live"]', { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const run = await page.evaluate(scriptedScroll, { step: SCROLL_STEP_PX });
    const share = (/** @type {number} */ limit) =>
      run.intervals.length
        ? (100 * run.intervals.filter((ms) => ms > limit).length) / run.intervals.length
        : null;
    return {
      frames: run.intervals.length,
      durationMs: run.durationMs,
      scrolledPx: run.endPx,
      medianFrameMs: median(run.intervals),
      over16_7Pct: share(FRAME_MS),
      slowPct: share(SLOW_FRAME_MS),
      droppedPct: share(DROPPED_FRAME_MS),
      longTasks: run.longTasks.length,
      longestTaskMs: max(run.longTasks) ?? 0,
      motion: run.motion,
      errors,
    };
  } catch (error) {
    throw withPageErrors(error, errors);
  } finally {
    await page.close();
  }
}

/**
 * @param {Record<string, string>} urls each target's root (the site and, for an A/B run, the baseline); every
 *   repetition measures them all, starting with a different one each time
 * @param {number} repetitions
 * @param {(message: string) => void} log
 * @returns {Promise<Record<string, any[]>>} each target's runs
 */
export async function measureInteractions(urls, repetitions, log) {
  // Playwright's own signal handlers would exit the process before run.mjs has stopped its servers and removed
  // its temp dir; run.mjs closes this browser through `track` instead.
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const untrack = track(() => browser.close());
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const targets = Object.keys(urls);
    /** @type {Record<string, any[]>} */
    const runs = Object.fromEntries(targets.map((target) => [target, []]));
    /**
     * One retry, then the failure is recorded and the other measurements go on: a stalled page on a busy machine
     * should not throw away minutes of Lighthouse runs. Missing figures fail their budgets.
     * @param {string} what
     * @param {() => Promise<any>} run
     * @returns {Promise<any>}
     */
    const attempt = async (what, run) => {
      for (let tries = 1; ; tries += 1) {
        try {
          return await run();
        } catch (error) {
          if (isStopping()) throw error;
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          log(`  ${what}: ${message}${tries === 1 ? '; retrying once' : ''}`);
          if (tries === 2) return { error: message };
        }
      }
    };
    const figure = (/** @type {any} */ value, /** @type {string} */ unit) =>
      typeof value === 'number' ? `${value.toFixed(1)}${unit}` : 'failed';
    for (let i = 0; i < repetitions; i += 1) {
      for (let k = 0; k < targets.length; k += 1) {
        const target = /** @type {string} */ (targets[(k + i) % targets.length]);
        const url = /** @type {string} */ (urls[target]);
        const slider = await attempt(`${target} calculator slider`, () =>
          measureSlider(context, url),
        );
        const radios = await attempt(`${target} calculator radios`, () =>
          measureRadios(context, url),
        );
        const gallery = await attempt(`${target} gallery scroll`, () =>
          measureGalleryScroll(context, url),
        );
        const phone = await measurePhone(browser, url, (what, run) =>
          attempt(`${target} ${what}`, run),
        );
        log(
          `  interactions ${i + 1}/${repetitions} ${target}: slider ${figure(slider.medianMs, ' ms')}, radios ` +
            `${figure(radios.medianMs, ' ms')}, gallery ${figure(gallery.slowPct, ' %')} slow frames, ` +
            `longest task ${figure(gallery.longestTaskMs, ' ms')}; phone: menu ` +
            `${figure(phone.taps.menuFirst?.resultMs, ' ms')}, FAQ ${figure(phone.taps.faqOpenEarly?.resultMs, ' ms')}, ` +
            `gallery still for ${figure(phone.gallery.ms, ' ms')}`,
        );
        runs[target]?.push({ slider, radios, gallery, phone });
      }
    }
    await context.close();
    return runs;
  } finally {
    untrack();
    await browser.close();
  }
}
