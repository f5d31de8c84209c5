// Benchmarks the production landing page against its "physical floor" (the same build with every script
// removed) and checks the performance budgets. Run through `pnpm bench`, which builds the site first.
//
// Needs port 54321 free: the local backend must listen where the build points the site
// (apps/site/src/lib/env.ts), so the products request is real. Also uses ports 4301 (site) and 4302 (floor).
//
// Environment:
//   BENCH_RUNS=n  n runs per Lighthouse mode and n interaction repetitions (default 5 sim, 3 applied, 5);
//                 BENCH_RUNS=1 for a quick check.
//   BENCH_BASELINE_DIST=dir  also measures another build of the site, `<checkout>/apps/site/dist` of a separate
//                 checkout, served by that checkout's own server (its CSP hashes its own inline scripts) on port 4303, interleaved with this one in every Lighthouse mode and every
//                 interaction repetition, so both see the same machine; its figures (landing and template page) go
//                 beside the site's in the results (A/B). Budgets are judged on this build only.
//
// Exit code 0 when every budget is met, 1 otherwise or on error. Results: tests/bench/results/latest.{json,md}.
import { access, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets, lighthouseBudgets } from './budgets.mjs';
import { chromiumVersion } from './chromium.mjs';
import { buildFloor } from './floor.mjs';
import { measureInteractions } from './interactions.mjs';
import { modes, runLighthouse } from './lighthouse-runs.mjs';
import { judgedMs, TAPS } from './phone-taps.mjs';
import { isStopping, stopEverything } from './processes.mjs';
import { consoleReport, writeResults } from './report.mjs';
import { assertPortsFree, startBackend, startStaticServer } from './servers.mjs';
import { heroImage, initialJsSizes } from './static-assets.mjs';
import { max, median, medianOfEach, min } from './stats.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '../..');
const distDir = path.join(repoRoot, 'apps/site/dist');
const host = '127.0.0.1';
const baselineDist = process.env.BENCH_BASELINE_DIST
  ? path.resolve(process.env.BENCH_BASELINE_DIST)
  : undefined;
/** The template page measured beside the landing page: a Paid one, with the most to show (seed data). */
const TEMPLATE_PAGE = '/all-framer-templates/aurora-saas';
const ports = {
  backend: 54321,
  site: 4301,
  floor: 4302,
  ...(baselineDist ? { baseline: 4303 } : {}),
};

const override = Number(process.env.BENCH_RUNS);
const overridden = Number.isInteger(override) && override > 0;
const runs = {
  lighthouseSim: overridden ? override : 5,
  lighthouseApplied: overridden ? override : 3,
  interactions: overridden ? override : 5,
};

const log = (/** @type {string} */ message) => console.log(message);

/** @type {string | undefined} */
let tempDir;
/** @type {Promise<void> | undefined} */
let cleaning;
/** @type {string | undefined} */
let interruptedBy;
// One shared promise, so the signal handler and main's `finally` both wait for the same, complete clean-up.
function cleanUp() {
  cleaning ??= (async () => {
    await stopEverything();
    if (tempDir) await rm(tempDir, { recursive: true, force: true, maxRetries: 3 });
  })();
  return cleaning;
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    interruptedBy = signal;
    console.error(`\n${signal}: stopping servers and browsers…`);
    cleanUp().finally(() => process.exit(130));
  });
}

/**
 * The targets in turn, starting one further each iteration, so none always runs first.
 * @param {string[]} targets
 * @param {number} iteration
 */
const rotated = (targets, iteration) =>
  targets.map((_, k) => targets[(k + iteration) % targets.length]);

/**
 * Lighthouse runs for one mode, every target (site, floor and, for an A/B run, the baseline) interleaved so drift
 * on the machine hits them alike.
 * @param {import('./lighthouse-runs.mjs').Mode} mode
 * @param {number} count
 * @param {Record<string, string>} urls
 * @param {string[]} heroPaths
 */
async function lighthouseMode(mode, count, urls, heroPaths) {
  /** @type {Record<string, any[]>} */
  const collected = Object.fromEntries(Object.keys(urls).map((target) => [target, []]));
  /** @type {any} */
  let meta;
  for (let i = 0; i < count; i += 1) {
    for (const target of rotated(Object.keys(urls), i)) {
      const started = Date.now();
      let result;
      try {
        result = await runLighthouse(urls[target], mode, heroPaths);
      } catch (error) {
        if (isStopping()) throw error;
        // A single failed navigation (e.g. Chromium crashing) should not cost the whole benchmark.
        log(
          `  ${mode.id} ${target}: ${error instanceof Error ? error.message : error}; retrying once`,
        );
        result = await runLighthouse(urls[target], mode, heroPaths);
      }
      const { meta: runMeta, ...summary } = result;
      meta = runMeta;
      collected[target]?.push(summary);
      log(
        `  ${mode.id} ${i + 1}/${count} ${target.padEnd(5)} score ${summary.score}  FCP ${summary.fcpMs.toFixed(0)}  ` +
          `LCP ${summary.lcpMs.toFixed(0)}  TBT ${summary.tbtMs.toFixed(0)}  CLS ${summary.cls.toFixed(3)}  ` +
          `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
  return {
    meta,
    runs: collected,
    median: Object.fromEntries(
      Object.entries(collected).map(([target, runs]) => [target, medianOfEach(runs)]),
    ),
  };
}

/** @param {any[]} runs from measureInteractions */
function interactionMedians(runs) {
  const pick = (/** @type {(run: any) => number | null} */ get) => median(runs.map(get));
  return {
    sliderMedianMs: pick((r) => r.slider.medianMs),
    sliderMaxMs: pick((r) => r.slider.maxMs),
    sliderEventTimingMaxMs: pick((r) => r.slider.eventTimingMaxMs),
    radioMedianMs: pick((r) => r.radios.medianMs),
    radioMaxMs: pick((r) => r.radios.maxMs),
    radioEventTimingMaxMs: pick((r) => r.radios.eventTimingMaxMs),
    frames: pick((r) => r.gallery.frames),
    medianFrameMs: pick((r) => r.gallery.medianFrameMs),
    over16_7Pct: pick((r) => r.gallery.over16_7Pct),
    slowPct: pick((r) => r.gallery.slowPct),
    droppedPct: pick((r) => r.gallery.droppedPct),
    longTasks: pick((r) => r.gallery.longTasks),
    longestTaskMs: pick((r) => r.gallery.longestTaskMs),
    longestTaskWorstMs: max(runs.map((r) => r.gallery.longestTaskMs)),
    galleryStillMs: pick((r) => r.phone.gallery.ms),
    galleryStillFrames: pick((r) => r.phone.gallery.frames),
    templatePagePaintMs: pick((r) => r.phone.taps.templateCard?.pagePaintMs ?? null),
    ...Object.fromEntries(
      TAPS.flatMap(({ id }) => [
        [`${id}Ms`, pick((r) => judgedMs(r.phone.taps[id]))],
        [`${id}ResultMs`, pick((r) => r.phone.taps[id]?.resultMs ?? null)],
        [`${id}EventTimingMs`, pick((r) => r.phone.taps[id]?.eventTimingMs ?? null)],
      ]),
    ),
  };
}

/**
 * Copies the build before anything else, so a rebuild of apps/site/dist during the run cannot change what is
 * measured. A copy taken while a rebuild was writing can miss assets the HTML names; then we wait and copy again.
 * @param {string} siteDir
 */
async function copyBuild(siteDir) {
  for (let attempt = 1; ; attempt += 1) {
    await rm(siteDir, { recursive: true, force: true });
    await cp(distDir, siteDir, { recursive: true });
    const html = await readFile(path.join(siteDir, 'index.html'), 'utf8').catch(() => '');
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]);
    const missing = [];
    for (const asset of assets) {
      await access(path.join(siteDir, asset)).catch(() => missing.push(asset));
    }
    if (html && missing.length === 0) return;
    if (attempt === 5) {
      throw new Error(
        `apps/site/dist is incomplete (missing ${missing.join(', ') || 'index.html'}).`,
      );
    }
    log(
      `apps/site/dist looks mid-rebuild (missing ${missing.length} assets); copying again in 10 s…`,
    );
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

/**
 * One build the bench measures: the site, its floor, or (for an A/B run) the baseline.
 * @typedef {object} Target
 * @property {string} name
 * @property {string} dir its copy in the temporary folder, so a rebuild during the run cannot change it
 * @property {string} checkout the checkout whose server serves it: its CSP hashes its own inline scripts
 * @property {number} port
 * @property {boolean} interactive whether it runs scripts (the floor has none to interact with)
 */

/**
 * Copies the site, strips its scripts into the floor and copies the baseline, when there is one.
 * @param {string} workDir
 */
async function prepareTargets(workDir) {
  /** @type {Target[]} */
  const targets = [
    {
      name: 'site',
      dir: path.join(workDir, 'site'),
      checkout: repoRoot,
      port: ports.site,
      interactive: true,
    },
    {
      name: 'floor',
      dir: path.join(workDir, 'floor'),
      checkout: repoRoot,
      port: ports.floor,
      interactive: false,
    },
  ];
  const [site, floor] = targets;
  await copyBuild(site.dir);
  const floorBuild = await buildFloor(site.dir, floor.dir);
  log(
    `Floor: ${floorBuild.removed} script/modulepreload elements removed from ${floorBuild.files} HTML files.`,
  );
  if (floorBuild.hiddenContentIn.length) {
    log(
      `Warning: ${floorBuild.hiddenContentIn.join(', ')} keep content in <div hidden id="S:…"> that only an inline ` +
        'script reveals; the floor shows the fallback there instead.',
    );
  }
  if (baselineDist && ports.baseline) {
    const baseline = {
      name: 'baseline',
      dir: path.join(workDir, 'baseline'),
      checkout: path.resolve(baselineDist, '../../..'),
      port: ports.baseline,
      interactive: true,
    };
    await cp(baselineDist, baseline.dir, { recursive: true });
    log(`A/B: the baseline build is ${baselineDist}`);
    targets.push(baseline);
  }
  return { targets, floorBuild };
}

/**
 * Starts the backend and one static server per target.
 * @param {Target[]} targets
 * @returns {Promise<Record<string, string>>} each target's URL
 */
async function startTargets(targets) {
  log(
    `Starting the backend (port ${ports.backend}) and the ${targets.map((t) => t.name).join('/')} servers ` +
      `(${targets.map((t) => t.port).join('/')})…`,
  );
  await startBackend(repoRoot, { host, port: ports.backend });
  /** @type {Record<string, string>} */
  const urls = {};
  for (const target of targets) {
    const server = await startStaticServer(target.checkout, `${target.name} server`, target.dir, {
      host,
      port: target.port,
    });
    urls[target.name] = server.url;
  }
  return urls;
}

/**
 * Every Lighthouse mode, each target interleaved with the others.
 * @param {Record<string, string>} urls
 * @param {string[]} heroPaths
 */
async function measureLighthouse(urls, heroPaths) {
  /** @type {Record<string, any>} */
  const lighthouse = {};
  /** @type {any} */
  let meta;
  for (const mode of modes) {
    const count = mode.id === 'mobileApplied' ? runs.lighthouseApplied : runs.lighthouseSim;
    log(`Lighthouse, ${mode.label}: ${count} × ${Object.keys(urls).join(', ')}`);
    const { meta: modeMeta, ...result } = await lighthouseMode(mode, count, urls, heroPaths);
    lighthouse[mode.id] = result;
    meta = modeMeta;
  }
  return { lighthouse, meta };
}

/**
 * Calculator and gallery interactions at 4× CPU, on every target that runs scripts.
 * @param {Target[]} targets
 * @param {Record<string, string>} urls
 */
async function measureTargetInteractions(targets, urls) {
  const interactive = targets.filter((target) => target.interactive).map((target) => target.name);
  log(`Interactions (4× CPU), ${runs.interactions} × ${interactive.join(' and ')}`);
  const runsBy = await measureInteractions(
    Object.fromEntries(interactive.map((name) => [name, urls[name]])),
    runs.interactions,
    log,
  );
  const siteRuns = runsBy.site ?? [];
  return {
    runs: siteRuns,
    median: interactionMedians(siteRuns),
    ...(runsBy.baseline
      ? { baseline: { runs: runsBy.baseline, median: interactionMedians(runsBy.baseline) } }
      : {}),
  };
}

/**
 * What went wrong on the way, beside the figures: Lighthouse's warnings, errors the page threw, and interaction
 * measurements that failed.
 * @param {Record<string, any>} lighthouse
 * @param {any[]} interactionRuns
 */
function problems(lighthouse, interactionRuns) {
  const warnings = [
    ...new Set(
      Object.values(lighthouse).flatMap((mode) =>
        Object.values(mode.runs)
          .flat()
          .flatMap((run) => run.details.warnings),
      ),
    ),
  ];
  const pageErrors = [
    ...new Set(
      interactionRuns.flatMap((run) =>
        [run.slider, run.radios, run.gallery].flatMap((measured) => measured.errors ?? []),
      ),
    ),
  ];
  const interactionFailures = interactionRuns.flatMap((run) => [
    ...Object.entries(run)
      .filter(([, measured]) => measured.error)
      .map(([kind, measured]) => `${kind}: ${measured.error}`),
    ...run.phone.errors.map((/** @type {string} */ error) => `phone: ${error}`),
  ]);
  return { warnings, pageErrors, interactionFailures };
}

/** @param {any} results */
function report(results) {
  const { warnings, interactionFailures, pageErrors, lighthouse } = results;
  log('');
  log(consoleReport(results));
  if (warnings.length) log(`\nLighthouse warnings:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
  if (interactionFailures.length) {
    log(
      `\nFailed interaction measurements:\n${interactionFailures.map((f) => `  - ${f}`).join('\n')}`,
    );
  }
  if (pageErrors.length)
    log(`\nPage errors during interactions:\n${pageErrors.map((e) => `  - ${e}`).join('\n')}`);
  const benchmarkIndexes = Object.values(lighthouse).flatMap((mode) =>
    Object.values(mode.runs)
      .flat()
      .map((run) => run.details.benchmarkIndex),
  );
  log(
    `\nLantern benchmarkIndex ${min(benchmarkIndexes)?.toFixed(0)}–${max(benchmarkIndexes)?.toFixed(0)}; ` +
      `wall time ${results.wallSeconds} s. Results in ${path.relative(repoRoot, path.join(benchDir, 'results'))}/latest.{json,md}`,
  );
}

async function main() {
  const startedAt = Date.now();
  const loadAtStart = loadavg()[0];
  // Lighthouse and the frame timings share two cores with whatever else runs; say so rather than hide it.
  if (loadAtStart > cpus().length * 0.75) {
    log(
      `Warning: load average ${loadAtStart.toFixed(1)} on ${cpus().length} CPUs; expect noisy figures.`,
    );
  }
  try {
    await access(path.join(distDir, 'index.html'));
  } catch {
    throw new Error(
      `No built site at ${path.relative(repoRoot, distDir)}/index.html. Run \`pnpm bench\` (it builds first) or ` +
        '`pnpm --filter @outpace/site build`.',
    );
  }
  await assertPortsFree(host, ports);
  tempDir = await mkdtemp(path.join(tmpdir(), 'outpace-bench-'));
  const { targets, floorBuild } = await prepareTargets(tempDir);

  /** @type {Record<string, Awaited<ReturnType<typeof initialJsSizes>>>} */
  const initialJs = {};
  for (const target of targets) {
    const html = await readFile(path.join(target.dir, 'index.html'), 'utf8');
    initialJs[target.name] = await initialJsSizes(target.dir, html);
  }
  const siteDir = targets[0].dir;
  const hero = await heroImage(siteDir, await readFile(path.join(siteDir, 'index.html'), 'utf8'));
  if (!hero) log('Warning: no <img fetchpriority="high"> in index.html; no hero image figure.');

  const urls = await startTargets(targets);
  // A template page, against the same page of the floor: it must meet the landing page's Lighthouse budgets. In an
  // A/B run, the baseline's template page too.
  const { lighthouse, meta: lighthouseMeta } = await measureLighthouse(
    {
      ...urls,
      template: new URL(TEMPLATE_PAGE, urls.site).href,
      templateFloor: new URL(TEMPLATE_PAGE, urls.floor).href,
      ...(urls.baseline ? { templateBaseline: new URL(TEMPLATE_PAGE, urls.baseline).href } : {}),
    },
    hero?.candidatePaths ?? [],
  );
  const interactions = await measureTargetInteractions(targets, urls);

  const mobileHeroKB = lighthouse.mobileSim.median.site.heroKB;
  const heroSummary = {
    mobileRequestKB: mobileHeroKB,
    floorMobileRequestKB: lighthouse.mobileSim.median.floor.heroKB,
    largestCandidateKB: hero?.largestKB ?? null,
    // The budget is about what a phone downloads; the widest file stands in if no run requested the hero.
    judged: typeof mobileHeroKB === 'number' ? 'mobile request' : 'largest candidate',
    ...hero,
  };

  const budgets = checkBudgets({
    lighthouse: Object.fromEntries(
      Object.entries(lighthouse).map(([id, value]) => [
        id,
        { site: value.median.site, floor: value.median.floor },
      ]),
    ),
    initialJs: initialJs.site,
    heroKB: typeof mobileHeroKB === 'number' ? mobileHeroKB : (hero?.largestKB ?? null),
    interactions: interactions.median,
  }).concat(
    lighthouseBudgets(
      /** @type {any} */ (
        Object.fromEntries(
          Object.entries(lighthouse).map(([id, value]) => [
            id,
            { site: value.median.template, floor: value.median.templateFloor },
          ]),
        )
      ),
      'template page',
    ),
  );

  const results = {
    date: new Date().toISOString(),
    wallSeconds: Math.round((Date.now() - startedAt) / 1000),
    chromium: chromiumVersion().replace(/ built on .*/, ''),
    lighthouseVersion: lighthouseMeta?.lighthouseVersion,
    userAgent: lighthouseMeta?.userAgent,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      node: process.version,
      loadAverage1m: { start: loadAtStart, end: loadavg()[0] },
    },
    runs,
    urls,
    baselineDist: baselineDist ? path.relative(repoRoot, baselineDist) : null,
    modes: modes.map(({ id, label }) => ({ id, label })),
    floorBuild,
    static: { initialJs },
    hero: heroSummary,
    lighthouse,
    interactions,
    ...problems(lighthouse, interactions.runs),
    budgets,
    passed: budgets.every((budget) => budget.pass),
  };
  await writeResults(path.join(benchDir, 'results'), results);
  report(results);
  return results.passed;
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  // After Ctrl-C, in-flight work fails with connection errors that say nothing useful.
  if (!interruptedBy) {
    console.error(
      `\nBenchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    );
  }
} finally {
  await cleanUp();
}
process.exit(interruptedBy ? 130 : passed ? 0 : 1);
