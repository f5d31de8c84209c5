// Console table, JSON and a README-sized markdown table, all from the same medians.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { FIRST_TAP_MS, LATER_TAP_MS, TAPS } from './phone-taps.mjs';

/** @typedef {import('./budgets.mjs').Verdict} Verdict */
/** @typedef {import('./budgets.mjs').Figures} Figures */

/** Which Lighthouse figures to show, how to label them and how many decimals they need. */
const lighthouseRows = [
  ['score', 'performance score', 0],
  ['fcpMs', 'FCP (ms)', 0],
  ['lcpMs', 'LCP (ms)', 0],
  ['tbtMs', 'TBT (ms)', 0],
  ['cls', 'CLS', 3],
  ['siMs', 'Speed Index (ms)', 0],
  ['transferKB', 'transfer (KB)', 1],
  ['imageKB', 'images (KB)', 1],
  ['requests', 'requests', 0],
  ['jsTransferKB', 'JS transferred (KB)', 1],
];

/**
 * @param {number | null | undefined} value
 * @param {number} decimals
 */
export function format(value, decimals = 1) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/**
 * @param {number | null | undefined} site
 * @param {number | null | undefined} floor
 */
function ratio(site, floor) {
  return typeof site === 'number' && typeof floor === 'number' && floor !== 0
    ? `${format(site / floor, 2)}×`
    : '—';
}

/**
 * @param {string[][]} rows first row is the header
 */
function textTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  return [
    line(rows[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** @param {Verdict} v */
function verdictLine(v) {
  const decimals =
    v.unit === '' && v.limit !== null && v.limit < 1
      ? 3
      : v.unit === 'KB' || v.unit === '%'
        ? 1
        : 0;
  const unit = v.unit ? ` ${v.unit}` : '';
  return `${v.pass ? 'PASS' : 'FAIL'}  ${v.label}: ${format(v.value, decimals)}${unit} (${v.op} ${format(v.limit, decimals)}${unit})`;
}

/**
 * @param {any} results what run.mjs writes to latest.json
 * @returns {string}
 */
export function consoleReport(results) {
  const parts = [];
  for (const mode of results.modes) {
    const { site, floor } = results.lighthouse[mode.id].median;
    const n = results.lighthouse[mode.id].runs.site.length;
    parts.push(`Lighthouse, ${mode.label} (median of ${n})`);
    parts.push(
      textTable([
        ['metric', 'site', 'floor', 'site/floor'],
        ...lighthouseRows.map(([key, label, decimals]) => [
          /** @type {string} */ (label),
          format(site[key], /** @type {number} */ (decimals)),
          format(floor[key], /** @type {number} */ (decimals)),
          ratio(site[key], floor[key]),
        ]),
      ]),
    );
    parts.push('');
  }
  const js = results.static.initialJs;
  const i = results.interactions.median;
  parts.push(
    `Files and interactions (interactions: median of ${results.interactions.runs.length}, 4× CPU, 1280×800)`,
  );
  parts.push(
    textTable([
      ['figure', 'site', 'floor'],
      ['initial JS raw (KB)', format(js.site.rawKB), format(js.floor.rawKB)],
      ['initial JS gzip -9 (KB)', format(js.site.gzipKB), format(js.floor.gzipKB)],
      ['initial JS brotli 11 (KB)', format(js.site.brotliKB), format(js.floor.brotliKB)],
      [
        'hero image as requested on mobile (KB)',
        format(results.hero.mobileRequestKB),
        format(results.hero.floorMobileRequestKB),
      ],
      [
        'hero image, widest candidate, largest format (KB)',
        format(results.hero.largestCandidateKB),
        '—',
      ],
      [
        'calculator slider input-to-paint median / max (ms)',
        `${format(i.sliderMedianMs)} / ${format(i.sliderMaxMs)}`,
        '—',
      ],
      [
        'calculator radio input-to-paint median / max (ms)',
        `${format(i.radioMedianMs)} / ${format(i.radioMaxMs)}`,
        '—',
      ],
      [
        'Event Timing max, slider / radio (ms, ≥ 16 only)',
        `${format(i.sliderEventTimingMaxMs, 0)} / ${format(i.radioEventTimingMaxMs, 0)}`,
        '—',
      ],
      ['gallery scroll frames', format(i.frames, 0), '—'],
      ['gallery frames > 16.7 ms (%)', format(i.over16_7Pct), '—'],
      ['gallery frames > 17.7 ms, judged (%)', format(i.slowPct), '—'],
      ['gallery frames > 33.4 ms, dropped (%)', format(i.droppedPct), '—'],
      [
        'gallery long tasks / longest (ms)',
        `${format(i.longTasks, 0)} / ${format(i.longestTaskMs, 0)}`,
        '—',
      ],
    ]),
  );
  parts.push('');
  parts.push(...phoneTable(results, textTable));
  parts.push('');
  parts.push('Budgets');
  parts.push(...results.budgets.map(verdictLine));
  const failed = results.budgets.filter((/** @type {Verdict} */ v) => !v.pass).length;
  parts.push(
    failed
      ? `${failed} of ${results.budgets.length} budgets FAILED`
      : `All ${results.budgets.length} budgets met`,
  );
  return parts.join('\n');
}

/**
 * @param {any} results
 * @returns {string}
 */
export function markdownReport(results) {
  /** @type {Record<string, Verdict>} */
  const byId = Object.fromEntries(results.budgets.map((/** @type {Verdict} */ v) => [v.id, v]));
  const ok = (/** @type {string[]} */ ids) => (ids.every((id) => byId[id]?.pass) ? '✅' : '❌');
  const lh = (/** @type {string} */ mode) => results.lighthouse[mode].median;
  /**
   * @param {string} label
   * @param {string} mode
   * @param {string} key
   * @param {number} decimals
   * @param {string} budget
   * @param {string[]} ids
   */
  const lhRow = (label, mode, key, decimals, budget, ids) => [
    label,
    format(lh(mode).site[key], decimals),
    format(lh(mode).floor[key], decimals),
    ratio(lh(mode).site[key], lh(mode).floor[key]),
    budget,
    ids.length ? ok(ids) : '',
  ];
  const i = results.interactions.median;
  const clsWorst = Math.max(
    ...['mobileSim', 'desktop', 'mobileApplied'].map((m) => lh(m).site.cls ?? Infinity),
  );
  const clsFloor = Math.max(
    ...['mobileSim', 'desktop', 'mobileApplied'].map((m) => lh(m).floor.cls ?? Infinity),
  );
  const rows = [
    lhRow('Mobile score (sim)', 'mobileSim', 'score', 0, '≥ 98, ≤ 3 below floor', [
      'scoreSim',
      'scoreGapSim',
    ]),
    lhRow('Mobile score (applied)', 'mobileApplied', 'score', 0, '≥ 95, ≤ 3 below floor', [
      'scoreApplied',
      'scoreGapApplied',
    ]),
    lhRow('Desktop score', 'desktop', 'score', 0, '—', []),
    lhRow('LCP mobile sim (ms)', 'mobileSim', 'lcpMs', 0, '≤ 1.1 × floor', ['lcpSim']),
    lhRow('LCP mobile applied (ms)', 'mobileApplied', 'lcpMs', 0, '≤ 1.1 × floor', ['lcpApplied']),
    lhRow('LCP desktop (ms)', 'desktop', 'lcpMs', 0, '≤ 1.1 × floor', ['lcpDesktop']),
    lhRow('TBT mobile sim (ms)', 'mobileSim', 'tbtMs', 0, '≤ 100', ['tbtSim']),
    lhRow('TBT mobile applied (ms)', 'mobileApplied', 'tbtMs', 0, '≤ 150', ['tbtApplied']),
    [
      'CLS (worst preset)',
      format(clsWorst, 3),
      format(clsFloor, 3),
      '—',
      '≤ 0.01',
      ok(['clsSim', 'clsDesktop', 'clsApplied']),
    ],
    [
      'Initial JS, brotli (KB)',
      format(results.static.initialJs.site.brotliKB),
      format(results.static.initialJs.floor.brotliKB),
      '—',
      '≤ 90',
      ok(['initialJs']),
    ],
    lhRow('Transfer, mobile sim (KB)', 'mobileSim', 'transferKB', 0, '≤ 400', ['transfer']),
    [
      'Hero image, mobile (KB)',
      format(results.hero.mobileRequestKB),
      format(results.hero.floorMobileRequestKB),
      ratio(results.hero.mobileRequestKB, results.hero.floorMobileRequestKB),
      '≤ 80',
      ok(['hero']),
    ],
    [
      'Calculator slider → paint, median (ms)',
      format(i.sliderMedianMs),
      '—',
      '—',
      '< 50',
      ok(['slider']),
    ],
    [
      'Calculator radio → paint, median (ms)',
      format(i.radioMedianMs),
      '—',
      '—',
      '< 50',
      ok(['radios']),
    ],
    [
      'Gallery scroll: frames > 17.7 ms (%)',
      format(i.slowPct),
      '—',
      '—',
      '≤ 5',
      ok(['slowFrames']),
    ],
    [
      'Gallery scroll: longest long task (ms)',
      format(i.longestTaskMs, 0),
      '—',
      '—',
      '≤ 50',
      ok(['longTask']),
    ],
  ];
  return [
    `Benchmark of ${results.date.slice(0, 10)} (${results.chromium}, Lighthouse ${results.lighthouseVersion}, ` +
      `${results.machine.cpus} CPUs; Lighthouse medians of ${results.runs.lighthouseSim} sim / ` +
      `${results.runs.lighthouseApplied} applied runs, interactions at 4× CPU, median of ${results.runs.interactions}).`,
    '',
    '| metric | site | floor | ratio | budget | ok |',
    '|---|---:|---:|---:|---|:-:|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    ...phoneTable(results, markdownTable),
    '',
    ...abTable(results),
  ].join('\n');
}

/**
 * @param {string[][]} rows first row is the header
 */
function markdownTable(rows) {
  const [header, ...body] = rows;
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, column) => (column === 0 ? '---' : '---:')).join('|')}|`,
    ...body.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/**
 * The phone visitor's taps and the gallery's first motion, with the baseline's figures of the same run beside them
 * when there is one.
 * @param {any} results
 * @param {(rows: string[][]) => string} table
 * @returns {string[]}
 */
function phoneTable(results, table) {
  const i = results.interactions.median;
  const base = results.interactions.baseline?.median;
  const header = [
    'tap (phone 390×844, touch, 4× CPU)',
    'to result',
    'Event Timing',
    'judged',
    'budget',
  ];
  const rows = TAPS.map(({ id, label, first }) => [
    label,
    format(i[`${id}ResultMs`], 0),
    format(i[`${id}EventTimingMs`], 0),
    format(i[`${id}Ms`], 0),
    `≤ ${first ? FIRST_TAP_MS : LATER_TAP_MS}`,
    ...(base ? [format(base[`${id}Ms`], 0)] : []),
  ]);
  rows.push([
    "template card → its page's first contentful paint (a page load, not judged)",
    format(i.templatePagePaintMs, 0),
    '—',
    '—',
    '—',
    ...(base ? [format(base.templatePagePaintMs, 0)] : []),
  ]);
  rows.push([
    'gallery after a flick right after load: unmoved for (ms / frames)',
    `${format(i.galleryStillMs, 0)} / ${format(i.galleryStillFrames, 0)}`,
    '—',
    format(i.galleryStillFrames, 0),
    '≤ 0 frames',
    ...(base ? [`${format(base.galleryStillMs, 0)} / ${format(base.galleryStillFrames, 0)}`] : []),
  ]);
  return [
    `Phone taps, ms from the pointerdown (median of ${results.interactions.runs.length}; judged = the later of the ` +
      'result painted and Event Timing, a template card then loads its page: its first paint is shown beside, not judged)',
    table([[...header, ...(base ? ['baseline judged'] : [])], ...rows]),
  ];
}

/**
 * This build beside the baseline of an A/B run (BENCH_BASELINE_DIST), measured interleaved in the same run.
 * @param {any} results
 * @returns {string[]}
 */
function abTable(results) {
  const baseline = results.interactions.baseline;
  if (!baseline) return [];
  const lh = (/** @type {string} */ mode) => results.lighthouse[mode].median;
  /** @typedef {[string, number | null | undefined, number | null | undefined, number]} Pair */
  /** @type {(label: string, mode: string, key: string, decimals: number) => Pair} */
  const lhPair = (label, mode, key, decimals) => [
    label,
    lh(mode).site[key],
    lh(mode).baseline?.[key],
    decimals,
  ];
  /** @type {(label: string, mode: string, key: string, decimals: number) => Pair} */
  const templatePair = (label, mode, key, decimals) => [
    `Template page: ${label}`,
    lh(mode).template?.[key],
    lh(mode).templateBaseline?.[key],
    decimals,
  ];
  /** @type {(label: string, key: string, decimals: number) => Pair} */
  const interactionPair = (label, key, decimals) => [
    label,
    results.interactions.median[key],
    baseline.median[key],
    decimals,
  ];
  /** @type {Pair[]} */
  const figures = [
    [
      'Initial JS, brotli (KB)',
      results.static.initialJs.site.brotliKB,
      results.static.initialJs.baseline?.brotliKB,
      1,
    ],
    lhPair('Mobile score (sim)', 'mobileSim', 'score', 0),
    lhPair('Mobile score (applied)', 'mobileApplied', 'score', 0),
    lhPair('TBT mobile sim (ms)', 'mobileSim', 'tbtMs', 0),
    lhPair('TBT mobile applied (ms)', 'mobileApplied', 'tbtMs', 0),
    lhPair('LCP mobile sim (ms)', 'mobileSim', 'lcpMs', 0),
    lhPair('Transfer, mobile sim (KB)', 'mobileSim', 'transferKB', 0),
    templatePair('mobile score (sim)', 'mobileSim', 'score', 0),
    templatePair('TBT mobile sim (ms)', 'mobileSim', 'tbtMs', 0),
    templatePair('TBT mobile applied (ms)', 'mobileApplied', 'tbtMs', 0),
    templatePair('LCP mobile sim (ms)', 'mobileSim', 'lcpMs', 0),
    interactionPair('Calculator slider → paint, median (ms)', 'sliderMedianMs', 1),
    interactionPair('Calculator radio → paint, median (ms)', 'radioMedianMs', 1),
    interactionPair('Gallery scroll: frames > 17.7 ms (%)', 'slowPct', 1),
    interactionPair('Gallery scroll: longest long task, median (ms)', 'longestTaskMs', 0),
    interactionPair('Gallery scroll: longest long task, worst run (ms)', 'longestTaskWorstMs', 0),
    interactionPair('Gallery scroll: median frame (ms)', 'medianFrameMs', 1),
  ];
  return [
    `A/B against the baseline build ${results.baselineDist}, interleaved in the same run (same medians).`,
    '',
    '| metric | this build | baseline |',
    '|---|---:|---:|',
    ...figures.map(
      ([label, site, base, decimals]) =>
        `| ${label} | ${format(site, decimals)} | ${format(base, decimals)} |`,
    ),
    '',
  ];
}

/**
 * @param {string} dir
 * @param {any} results
 */
export async function writeResults(dir, results) {
  await mkdir(dir, { recursive: true });
  // Written as the repo's Prettier would, so `prettier --check` stays clean when the results are committed.
  const write = async (/** @type {string} */ name, /** @type {string} */ text) => {
    const file = path.join(dir, name);
    const options = (await prettier.resolveConfig(file)) ?? {};
    await writeFile(file, await prettier.format(text, { ...options, filepath: file }));
  };
  await write('latest.json', JSON.stringify(results, null, 2));
  await write('latest.md', markdownReport(results));
}
