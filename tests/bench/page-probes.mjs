// Functions that run inside the measured page (handed to page.evaluate or page.addInitScript, so each is
// self-contained); the orchestration that drives them is interactions.mjs and phone-taps.mjs.
/* global window, document, requestAnimationFrame */

/**
 * For each keydown/click, the time from the event to the first task after the next frame, i.e. after React's
 * update has been styled, laid out and painted; plus Event Timing entries (the INP source) ≥ 16 ms.
 */
export function installInputToPaintProbe() {
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

/** Takes (and clears) what `installInputToPaintProbe` has recorded. */
export function takeInputToPaintProbe() {
  const probe = /** @type {any} */ (window).__benchProbe;
  const taken = { samples: probe.samples, eventEntries: probe.eventEntries };
  probe.samples = [];
  probe.eventEntries = [];
  return taken;
}

/**
 * Installed before the page's own scripts: remembers the last pointerdown and, per interaction, the longest Event
 * Timing entry (pointerdown, pointerup and click share an interactionId; the longest is what INP counts). `arm`
 * starts watching for a tap's visible result: from then on, each frame checks whether an element matching the
 * selector is shown (or, with `shown: false`, that none is), and the first frame where it is ends the wait; the
 * figure is the time from the pointerdown to the first task after that frame, i.e. after it was painted.
 */
export function installTapProbe() {
  /** @type {any} */
  const probe = { downAt: null, durations: new Map(), lastInteraction: 0, resultMs: null };
  window.addEventListener('pointerdown', (event) => (probe.downAt = event.timeStamp), true);
  // For a tap that loads another page: its first paint is measured there, against the tap's pointerdown. Written as
  // the page goes, not in the pointerdown: a synchronous storage write there was part of every tap measured (up to
  // 2 ms at 4x CPU in traces, and once 165 ms on a loaded machine).
  window.addEventListener('pagehide', () => {
    if (probe.downAt !== null)
      sessionStorage.setItem('benchTapAt', String(performance.timeOrigin + probe.downAt));
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { interactionId } = /** @type {PerformanceEventTiming} */ (entry);
      if (!interactionId) continue;
      probe.durations.set(
        interactionId,
        Math.max(probe.durations.get(interactionId) ?? 0, entry.duration),
      );
      probe.lastInteraction = Math.max(probe.lastInteraction, interactionId);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  /** @param {{ selector: string, shown: boolean }} result */
  probe.arm = ({ selector, shown }) => {
    probe.downAt = null;
    probe.resultMs = null;
    probe.seenInteraction = probe.lastInteraction;
    const isShown = () =>
      [...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
    const frame = () => {
      if (probe.downAt !== null && isShown() === shown) {
        const downAt = probe.downAt;
        setTimeout(() => (probe.resultMs = performance.now() - downAt), 0);
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  /** @type {any} */ (window).__tapProbe = probe;
}

/**
 * On the page a tap has loaded: resolves with the time from that tap's pointerdown, on the page before, to this
 * page's first contentful paint (null if it has not painted within `capMs`).
 * @param {{ capMs: number }} options
 */
export function pagePaintAfterTap({ capMs }) {
  const tapAt = Number(sessionStorage.getItem('benchTapAt'));
  return new Promise((resolve) => {
    const cap = setTimeout(() => resolve(null), capMs);
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return;
      observer.disconnect();
      clearTimeout(cap);
      resolve(tapAt ? performance.timeOrigin + paint.startTime - tapAt : null);
    }).observe({ type: 'paint', buffered: true });
  });
}

/** @param {{ selector: string, shown: boolean }} result */
export function armTapProbe(result) {
  /** @type {any} */ (window).__tapProbe.arm(result);
}

/**
 * Resolves with the armed tap's figures once its result has been painted (null after `capMs`): `resultMs` from
 * the pointerdown to the paint of the result, and `eventTimingMs`, the tap's Event Timing duration (16 when the
 * browser reported none, which it does only from 16 ms on).
 * @param {{ capMs: number }} options
 */
export function tapFigures({ capMs }) {
  const probe = /** @type {any} */ (window).__tapProbe;
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      if (probe.resultMs === null && performance.now() - started < capMs) {
        setTimeout(check, 20);
        return;
      }
      // Event Timing entries arrive after the paint they end with; a short wait lets the tap's own come in.
      setTimeout(() => {
        const newest = probe.lastInteraction > probe.seenInteraction ? probe.lastInteraction : 0;
        resolve({
          resultMs: probe.resultMs,
          eventTimingMs: probe.resultMs === null ? null : (probe.durations.get(newest) ?? 16),
        });
      }, 150);
    };
    check();
  });
}

/**
 * Resolves once the main thread has gone `quietMs` without a long task (or after `capMs`), so a control is
 * measured on its own rather than against the sections, images and products still loading around it.
 * @param {{ quietMs: number, capMs: number }} options
 */
export function quietMainThread({ quietMs, capMs }) {
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
 * Scrolls from the top until the gallery has left the viewport, one step per frame; returns the frame intervals
 * and long tasks seen meanwhile.
 * @param {{ step: number }} options
 */
export async function scriptedScroll({ step }) {
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
 * Scrolls from the top toward the gallery one step per frame, as a visitor's flick would, until its top is in the
 * upper half of the viewport, then holds still. Returns how long after the first frame that showed any of the
 * gallery its plane was first drawn transformed (tilted or zoomed: its drawn box differs from its layout box),
 * in ms and in frames; null when it was not within `capMs`.
 * @param {{ step: number, capMs: number }} options
 */
export async function galleryFirstMotion({ step, capMs }) {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const gallery = document.querySelector('#gallery');
  const stage = gallery?.querySelector('ul')?.parentElement;
  if (!gallery || !stage) throw new Error('No #gallery with columns on the page.');
  const isTransformed = () => {
    const drawn = stage.getBoundingClientRect();
    return (
      Math.abs(drawn.height - stage.offsetHeight) > 2 ||
      Math.abs(drawn.width - stage.offsetWidth) > 2
    );
  };
  /** @type {number | null} */
  let inViewAt = null;
  let framesInView = 0;
  for (;;) {
    const now = /** @type {number} */ (await nextFrame());
    const { top } = gallery.getBoundingClientRect();
    if (inViewAt === null && top < window.innerHeight) inViewAt = now;
    if (inViewAt !== null) {
      if (isTransformed()) return { ms: now - inViewAt, frames: framesInView };
      if (now - inViewAt > capMs) return { ms: null, frames: null };
      framesInView += 1;
    }
    if (top > window.innerHeight / 2) window.scrollBy({ top: step, behavior: 'instant' });
  }
}
