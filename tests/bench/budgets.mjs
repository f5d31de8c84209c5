// The project's performance budgets, judged on medians. A missing figure fails its budget rather than passing.

import { FIRST_TAP_MS, LATER_TAP_MS, TAPS } from './phone-taps.mjs';

/** The landing page's initial JavaScript, brotli, KB: also checked by the test command (tests/initial-js-budget.mjs). */
export const INITIAL_JS_BUDGET_KB = 90;

/**
 * @typedef {{ id: string, label: string, value: number | null, limit: number | null,
 *   op: '≤' | '≥' | '<', unit: string, pass: boolean }} Verdict
 * @typedef {Record<string, number | null>} Figures
 * @typedef {{
 *   lighthouse: Record<'mobileSim' | 'desktop' | 'mobileApplied', { site: Figures, floor: Figures }>,
 *   initialJs: { brotliKB: number },
 *   heroKB: number | null,
 *   interactions: Figures,
 * }} Summary
 */

/**
 * @param {string} id
 * @param {string} label
 * @param {number | null | undefined} value
 * @param {'≤' | '≥' | '<'} op
 * @param {number | null | undefined} limit
 * @param {string} unit
 * @returns {Verdict}
 */
function verdict(id, label, value, op, limit, unit) {
  const known = typeof value === 'number' && typeof limit === 'number';
  const pass = known && (op === '≤' ? value <= limit : op === '≥' ? value >= limit : value < limit);
  return { id, label, value: value ?? null, limit: limit ?? null, op, unit, pass };
}

/**
 * @param {number | null | undefined} a
 * @param {number | null | undefined} b
 */
const minus = (a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : null);

/**
 * @param {number | null | undefined} value
 * @param {number} factor
 */
const times = (value, factor) => (typeof value === 'number' ? value * factor : null);

/**
 * The Lighthouse budgets of one page against its floor: scores, LCP, TBT and CLS. Ids and labels of a page other
 * than the landing page start with its name.
 * @param {Summary['lighthouse']} lighthouse
 * @param {string} [page]
 * @returns {Verdict[]}
 */
export function lighthouseBudgets({ mobileSim, desktop, mobileApplied }, page) {
  const verdicts = [
    verdict('scoreSim', 'mobile score (sim)', mobileSim.site.score, '≥', 98, ''),
    verdict('scoreApplied', 'mobile score (applied)', mobileApplied.site.score, '≥', 95, ''),
    verdict(
      'scoreGapSim',
      'mobile score (sim): points below the floor',
      minus(mobileSim.floor.score, mobileSim.site.score),
      '≤',
      3,
      '',
    ),
    verdict(
      'scoreGapApplied',
      'mobile score (applied): points below the floor',
      minus(mobileApplied.floor.score, mobileApplied.site.score),
      '≤',
      3,
      '',
    ),
    verdict(
      'lcpSim',
      'LCP mobile (sim), limit 1.1 × floor',
      mobileSim.site.lcpMs,
      '≤',
      times(mobileSim.floor.lcpMs, 1.1),
      'ms',
    ),
    verdict(
      'lcpApplied',
      'LCP mobile (applied), limit 1.1 × floor',
      mobileApplied.site.lcpMs,
      '≤',
      times(mobileApplied.floor.lcpMs, 1.1),
      'ms',
    ),
    verdict(
      'lcpDesktop',
      'LCP desktop, limit 1.1 × floor',
      desktop.site.lcpMs,
      '≤',
      times(desktop.floor.lcpMs, 1.1),
      'ms',
    ),
    verdict('tbtSim', 'TBT mobile (sim)', mobileSim.site.tbtMs, '≤', 100, 'ms'),
    verdict('tbtApplied', 'TBT mobile (applied)', mobileApplied.site.tbtMs, '≤', 150, 'ms'),
    verdict('clsSim', 'CLS mobile (sim)', mobileSim.site.cls, '≤', 0.01, ''),
    verdict('clsDesktop', 'CLS desktop', desktop.site.cls, '≤', 0.01, ''),
    verdict('clsApplied', 'CLS mobile (applied)', mobileApplied.site.cls, '≤', 0.01, ''),
  ];
  return page
    ? verdicts.map((v) => ({ ...v, id: `${page}.${v.id}`, label: `${page}: ${v.label}` }))
    : verdicts;
}

/**
 * @param {Summary} summary
 * @returns {Verdict[]}
 */
export function checkBudgets({ lighthouse, initialJs, heroKB, interactions }) {
  const { mobileSim } = lighthouse;
  return [
    ...lighthouseBudgets(lighthouse),
    verdict(
      'initialJs',
      'initial JS (brotli 11, from the files)',
      initialJs.brotliKB,
      '≤',
      INITIAL_JS_BUDGET_KB,
      'KB',
    ),
    verdict(
      'transfer',
      'first-load transfer, mobile (sim)',
      mobileSim.site.transferKB,
      '≤',
      400,
      'KB',
    ),
    verdict('hero', 'hero image, as requested on mobile', heroKB, '≤', 80, 'KB'),
    verdict(
      'slider',
      'calculator slider input-to-paint (median)',
      interactions.sliderMedianMs,
      '<',
      50,
      'ms',
    ),
    verdict(
      'radios',
      'calculator radio input-to-paint (median)',
      interactions.radioMedianMs,
      '<',
      50,
      'ms',
    ),
    verdict(
      'longTask',
      'gallery scroll: longest long task (none over 50 ms)',
      interactions.longestTaskMs,
      '≤',
      50,
      'ms',
    ),
    verdict('slowFrames', 'gallery scroll: frames over 17.7 ms', interactions.slowPct, '≤', 5, '%'),
    verdict(
      'galleryStill',
      'phone: frames the gallery shows unmoved after a flick brings it on screen',
      interactions.galleryStillFrames,
      '≤',
      0,
      '',
    ),
    ...TAPS.map(({ id, label, first }) =>
      verdict(
        `tap:${id}`,
        `phone tap, ${label}`,
        interactions[`${id}Ms`],
        '≤',
        first ? FIRST_TAP_MS : LATER_TAP_MS,
        'ms',
      ),
    ),
  ];
}
