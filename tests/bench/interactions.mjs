// Runtime responsiveness on the site at 4× CPU slowdown, which Lighthouse's navigation runs do not cover:
// calculator input-to-next-paint and frame pacing while the scroll-linked gallery moves.
/* global window, document, requestAnimationFrame */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { isStopping, track } from './processes.mjs';
import { max, median } from './stats.mjs';

const CPU_SLOWDOWN = 4;
const SLIDER_PRESSES = 5;
const RADIOS = [
  'Design',
  'Development',
  'Both',
  'Rush (within 7 days)',
  'Fast (within 14 days)',
  'Regular',
];
const SCROLL_STEP_PX = 30;
const FRAME_MS = 1000 / 60;
// One frame at 60 Hz is 16.7 ms, but rAF timestamps jitter by about a millisecond even when no frame is missed,
// so a frame counts as slow only beyond 17.7 ms. Over 33.4 ms means at least one frame was dropped.
const SLOW_FRAME_MS = FRAME_MS + 1;
const DROPPED_FRAME_MS = 2 * FRAME_MS;

/**
 * Runs in the page: for each keydown/click, the time from the event to the first task after the next frame, i.e.
 * after React's update has been styled, laid out and painted; plus Event Timing entries (the INP source) ≥ 16 ms.
 */
function installInputToPaintProbe() {
  /** @type {any} */
  const probe = { samples: [], eventEntries: [], pending: false };
  /** @param {Event} event */
  const record = (event) => {
    // A label click dispatches a second click on its input: one interaction, one sample.
    if (probe.pending) return;
    probe.pending = true;
    const start = event.timeStamp;
    requestAnimationFrame(() =>
      setTimeout(() => {
        probe.samples.push({ type: event.type, ms: performance.now() - start });
        probe.pending = false;
      }, 0),
    );
  };
  window.addEventListener('keydown', record, { capture: true });
  window.addEventListener('click', record, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const timing = /** @type {PerformanceEventTiming} */ (entry);
      if (timing.interactionId) probe.eventEntries.push({ name: entry.name, ms: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  /** @type {any} */ (window).__benchProbe = probe;
}

/** @param {import('@playwright/test').Page} page */
async function takeProbe(page) {
  // Lets the last sample's frame and the observer's delivery happen.
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const probe = /** @type {any} */ (window).__benchProbe;
    const taken = { samples: probe.samples, eventEntries: probe.eventEntries };
    probe.samples = [];
    probe.eventEntries = [];
    return taken;
  });
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
 * Runs in the page: resolves once the main thread has gone `quietMs` without a long task (or after `capMs`), so
 * the calculator is measured on its own rather than against the sections, images and products still loading
 * below it.
 * @param {{ quietMs: number, capMs: number }} options
 */
function quietMainThread({ quietMs, capMs }) {
  return new Promise((resolve) => {
    /** @type {ReturnType<typeof setTimeout>} */
    let quiet;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve(undefined);
    };
    const observer = new PerformanceObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    observer.observe({ type: 'longtask' });
    quiet = setTimeout(done, quietMs);
    const cap = setTimeout(done, capMs);
  });
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
    const calculator = page.locator('#calculator');
    for (const name of RADIOS) {
      const radio = calculator.getByRole('radio', { name, exact: true });
      // The card (label) is what a visitor clicks, as in tests/e2e/calculator.spec.ts; `has` is resolved inside
      // each label, so it takes a page-level locator.
      await calculator
        .locator('label')
        .filter({ has: page.getByRole('radio', { name, exact: true }) })
        .click();
      await page.waitForTimeout(250);
      if (!(await radio.isChecked())) throw new Error(`Clicking "${name}" did not select it.`);
    }
  });
}

/**
 * Runs in the page: scrolls from the top until the gallery has left the viewport, one step per frame.
 * @param {{ step: number }} options
 */
async function scriptedScroll({ step }) {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  window.scrollTo({ top: 0, behavior: 'instant' });
  await nextFrame();
  await nextFrame();
  const gallery = document.querySelector('#gallery');
  if (!gallery) throw new Error('No #gallery on the page.');
  const rect = gallery.getBoundingClientRect();
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  const end = Math.min(rect.bottom + window.innerHeight, maxScroll);
  /** @type {number[]} */
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  /** @type {number[]} */
  const intervals = [];
  let last = /** @type {number} */ (await nextFrame());
  const started = last;
  while (window.scrollY < end) {
    window.scrollBy({ top: step, behavior: 'instant' });
    const now = /** @type {number} */ (await nextFrame());
    intervals.push(now - last);
    last = now;
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const entry of observer.takeRecords()) longTasks.push(entry.duration);
  observer.disconnect();
  return {
    intervals,
    longTasks,
    durationMs: last - started,
    galleryTopPx: rect.top,
    endPx: window.scrollY,
    motion: gallery.getAttribute('data-motion'),
  };
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
     * @template T
     * @param {string} what
     * @param {(context: import('@playwright/test').BrowserContext, url: string) => Promise<T>} measure
     * @param {string} url
     * @returns {Promise<T | { error: string }>}
     */
    const attempt = async (what, measure, url) => {
      for (let tries = 1; ; tries += 1) {
        try {
          return await measure(context, url);
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
        /** @type {any} */
        const slider = await attempt(`${target} calculator slider`, measureSlider, url);
        /** @type {any} */
        const radios = await attempt(`${target} calculator radios`, measureRadios, url);
        /** @type {any} */
        const gallery = await attempt(`${target} gallery scroll`, measureGalleryScroll, url);
        log(
          `  interactions ${i + 1}/${repetitions} ${target}: slider ${figure(slider.medianMs, ' ms')}, radios ` +
            `${figure(radios.medianMs, ' ms')}, gallery ${figure(gallery.slowPct, ' %')} slow frames, ` +
            `longest task ${figure(gallery.longestTaskMs, ' ms')}`,
        );
        runs[target]?.push({ slider, radios, gallery });
      }
    }
    await context.close();
    return runs;
  } finally {
    untrack();
    await browser.close();
  }
}
