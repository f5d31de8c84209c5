// One Lighthouse navigation per call, each in a fresh Chromium and profile, so no run inherits another's cache
// or compiled code, reduced to the figures the benchmark compares.
import lighthouse, { desktopConfig } from 'lighthouse';
import { launchHeadlessChromium } from './chromium.mjs';

const KB = 1024;

/**
 * @typedef {{ id: string, label: string, config?: object, flags: object }} Mode
 */

/** @type {Mode[]} */
export const modes = [
  { id: 'mobileSim', label: 'mobile, simulated throttling', flags: {} },
  { id: 'desktop', label: 'desktop, simulated throttling', config: desktopConfig, flags: {} },
  {
    id: 'mobileApplied',
    label: 'mobile, applied throttling',
    flags: { throttlingMethod: 'devtools' },
  },
];

/**
 * The first DOM node an audit's details mention (the LCP element audit nests it in a list of tables).
 * @param {any} details
 * @returns {{ snippet?: string, selector?: string, nodeLabel?: string } | null}
 */
function firstNode(details) {
  if (!details || typeof details !== 'object') return null;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value)
      ? value.map(firstNode).find(Boolean)
      : typeof value === 'object'
        ? firstNode(value)
        : null;
    if (found) return found;
  }
  return null;
}

/**
 * @param {any} lhr Lighthouse result
 * @param {string[]} heroPaths pathnames of every hero image candidate
 */
function summarise(lhr, heroPaths) {
  const audits = lhr.audits;
  /** @type {Array<{ url: string, resourceType?: string, transferSize?: number, statusCode?: number }>} */
  const requests = audits['network-requests']?.details?.items ?? [];
  const sumKB = (/** @type {typeof requests} */ list) =>
    list.reduce((total, request) => total + (request.transferSize ?? 0), 0) / KB;
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const images = requests.filter((request) => request.resourceType === 'Image');
  const pathOf = (/** @type {string} */ url) => {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  };
  const heroRequests = images.filter((request) => heroPaths.includes(pathOf(request.url)));
  const lcpNode = firstNode(audits['largest-contentful-paint-element']?.details);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    siMs: audits['speed-index'].numericValue,
    transferKB: (audits['total-byte-weight']?.numericValue ?? 0) / KB,
    imageKB: sumKB(images),
    requests: requests.length,
    jsTransferKB: sumKB(scripts),
    heroKB: heroRequests.length
      ? Math.max(...heroRequests.map((r) => (r.transferSize ?? 0) / KB))
      : null,
    details: {
      scripts: scripts.map((request) => ({
        url: pathOf(request.url),
        kB: (request.transferSize ?? 0) / KB,
      })),
      heroRequests: heroRequests.map((request) => pathOf(request.url)),
      backendRequests: requests
        .filter((request) => /:54321\//.test(request.url))
        .map((request) => ({ url: pathOf(request.url), status: request.statusCode })),
      lcpElement: lcpNode?.snippet ?? lcpNode?.nodeLabel ?? null,
      // What TBT is made of: every main-thread task over 50 ms, with the script Lighthouse blames for it.
      longTasks: (audits['long-tasks']?.details?.items ?? []).map(
        (/** @type {{ url: string, startTime: number, duration: number }} */ task) => ({
          url: pathOf(task.url),
          startMs: Math.round(task.startTime),
          durationMs: Math.round(task.duration),
        }),
      ),
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      warnings: lhr.runWarnings ?? [],
      runtimeError: lhr.runtimeError?.message ?? null,
    },
  };
}

/** @typedef {ReturnType<typeof summarise>} RunSummary */

/**
 * @param {string} url
 * @param {Mode} mode
 * @param {string[]} heroPaths
 * @returns {Promise<RunSummary & { meta: { lighthouseVersion: string, userAgent: string } }>}
 */
export async function runLighthouse(url, mode, heroPaths) {
  const chromium = await launchHeadlessChromium();
  try {
    const result = await lighthouse(
      url,
      {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...mode.flags,
      },
      mode.config,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return {
      ...summarise(lhr, heroPaths),
      meta: { lighthouseVersion: lhr.lighthouseVersion, userAgent: lhr.environment.hostUserAgent },
    };
  } finally {
    await chromium.close();
  }
}
