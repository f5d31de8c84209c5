import { test as base, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { allModes, viewportWidths } from '../../packages/ui/src/storybook/modes';
import { unreadableText } from '../../packages/ui/src/storybook/unreadableText';
import { sharedConfig } from '../playwright.shared';

/**
 * Renders every story of the static Storybook build at each mode its `parameters.chromatic.modes` declares (the
 * same settings Chromatic reads), or once at desktop width when it declares none, and at each one checks that its
 * play function passed, that axe (the a11y addon, run by the preview after every render) found no violation and
 * no text below AA, and that it looks like its baseline. A story that opts out of snapshots is still rendered and
 * checked, once. A story whose rendering differs by a few pixels between machines may raise the limit for itself
 * with `parameters.screenshot.maxDiffPixels`; one whose play function scrolls the window captures the viewport only
 * (`parameters.screenshot.fullPage: false`). Update baselines after an intended change with
 * `pnpm test:visual:update`, then review the PNG diff in git.
 */
interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

type ModeName = keyof typeof allModes;
interface ChromaticParameters {
  modes?: Partial<Record<ModeName, unknown>>;
  disableSnapshot?: boolean;
  prefersReducedMotion?: 'reduce';
}
interface ScreenshotParameters {
  maxDiffPixels?: number;
  /**
   * False for a story whose play function scrolls the window: a full-page capture makes the viewport as tall as the
   * page, which scrolls it back to the top and lets scroll-driven state change while the picture is taken.
   */
  fullPage?: boolean;
}
interface SnapshotParameters {
  chromatic: ChromaticParameters;
  screenshot: ScreenshotParameters;
}
interface Capture {
  width: number;
  theme: string;
  reducedMotion: 'reduce' | 'no-preference';
}

const index = JSON.parse(
  readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/**
 * One Storybook preview per worker: its bundle loads once and stories are switched through Storybook's own
 * channel (as its manager does), instead of reloading the page for every capture.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({
        viewport: { width: viewportWidths.desktop, height: 800 },
      });
      // Chromium prefers an already-cached larger `srcset` candidate, which would make captures depend on the
      // stories a worker rendered before; without the cache every capture picks by its own viewport.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      // `chromatic=true` makes the preview pass `reducedMotion` to the kit, as Chromatic's own capture does.
      await page.goto(`/iframe.html?id=${stories[0]?.id}&viewMode=story&chromatic=true`);
      // The preview is ready once its first story has fully rendered; switching before that races its start-up.
      await page.waitForFunction(() => {
        const phase = (
          window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
        ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'completed' || phase === 'finished';
      });
      await page.waitForLoadState('networkidle');
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** What the preview reports once a story has rendered, played and been checked by axe (the a11y addon's report). */
interface StoryFinished {
  storyId: string;
  status: string;
  reporters?: Array<{
    type: string;
    result?: {
      error?: unknown;
      violations?: Array<{ id: string; nodes: Array<{ target: unknown[] }> }>;
      incomplete?: AxeIncomplete;
    };
  }>;
}
type AxeIncomplete = Parameters<typeof unreadableText>[0]['incomplete'];
interface RenderResult {
  status: string;
  /** Each axe violation as "rule: element" (or why axe could not run). */
  violations: string[];
  /** Text axe measured below AA but filed as incomplete. */
  unreadable: string[];
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__: {
    channel: {
      emit: (event: string, payload: unknown) => void;
      on: (event: string, listener: (payload: StoryFinished) => void) => void;
      off: (event: string, listener: (payload: StoryFinished) => void) => void;
    };
    storyStoreValue: {
      loadStory: (input: { storyId: string }) => Promise<{ parameters: Record<string, unknown> }>;
    };
    currentRender?: { id?: string };
  };
}

function snapshotParameters(page: Page, storyId: string): Promise<SnapshotParameters> {
  return page.evaluate(async (id) => {
    const story = await (
      window as unknown as PreviewWindow
    ).__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({
      storyId: id,
    });
    return {
      chromatic: (story.parameters.chromatic ?? {}) as ChromaticParameters,
      screenshot: (story.parameters.screenshot ?? {}) as ScreenshotParameters,
    };
  }, storyId);
}

/**
 * Renders the story afresh (its play function and the a11y addon's axe run included) with the given globals;
 * resolves with its status and what axe found.
 */
async function renderStory(page: Page, storyId: string, theme: string): Promise<RenderResult> {
  const finished = await page.evaluate(
    ({ id, themeName }) =>
      new Promise<{ status: string; violations: string[]; contrast: AxeIncomplete }>((resolve) => {
        const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
        const onFinished = ({ storyId: finishedId, status, reporters }: StoryFinished) => {
          if (finishedId !== id) return;
          preview.channel.off('storyFinished', onFinished);
          // Only what the checks read crosses back: a whole axe result runs to megabytes on a long section.
          const axe = reporters?.find((report) => report.type === 'a11y')?.result;
          resolve({
            status,
            violations: [
              ...(axe?.error === undefined ? [] : [`axe could not run: ${String(axe.error)}`]),
              ...(axe?.violations ?? []).flatMap(({ id: rule, nodes }) =>
                nodes.map(({ target }) => `${rule}: ${target.join(' ')}`),
              ),
            ],
            contrast: (axe?.incomplete ?? []).filter((rule) => rule.id === 'color-contrast'),
          });
        };
        preview.channel.on('storyFinished', onFinished);
        preview.channel.emit('updateGlobals', { globals: { theme: themeName } });
        if (preview.currentRender?.id === id) preview.channel.emit('forceRemount', { storyId: id });
        else preview.channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id: storyId, themeName: theme },
  );
  await page.evaluate(() => document.fonts.ready);
  // Lazy images below the fold still have to be in the picture, fully decoded.
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images, (image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    ),
  );
  return {
    status: finished.status,
    violations: finished.violations,
    unreadable: unreadableText({ incomplete: finished.contrast }),
  };
}

/** The checks every render passes, whether or not it is then captured. */
function expectRenderedCleanly(result: RenderResult) {
  expect(result.violations, 'axe violations').toEqual([]);
  expect(result.unreadable, 'text below WCAG AA').toEqual([]);
  expect(result.status, 'the story renders and its play function passes').toBe('success');
}

/**
 * Checks a capture against its baseline, byte for byte first: Chromium encodes the same pixels to the same PNG, so
 * an identical file passes without decoding two full-page images and comparing them pixel by pixel, which was about
 * a quarter of the suite's CPU time. Every other capture (a change, a story within its allowed pixels, a missing
 * baseline, an update run) goes to `toHaveScreenshot`, which captures again, decides and reports.
 */
async function expectLikeBaseline(page: Page, name: string, screenshot: ScreenshotParameters) {
  const fullPage = screenshot.fullPage ?? true;
  const info = test.info();
  const baseline = info.snapshotPath(name, { kind: 'screenshot' });
  if (info.config.updateSnapshots !== 'all' && existsSync(baseline)) {
    // The same capture `toHaveScreenshot` takes, with the settings the suites give it.
    const { animations, caret, scale } = sharedConfig.expect?.toHaveScreenshot ?? {};
    const capture = await page.screenshot({ animations, caret, scale, fullPage });
    if (capture.equals(readFileSync(baseline))) return;
  }
  await expect(page).toHaveScreenshot(name, { fullPage, ...screenshot });
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview: page }) => {
    const { chromatic, screenshot } = await snapshotParameters(page, story.id);
    // A story that opts out of snapshots is still rendered and checked, once, at the default mode.
    const captured = chromatic.disableSnapshot !== true;
    const modeNames = captured ? (Object.keys(chromatic.modes ?? {}) as ModeName[]) : [];
    const captures = modeNames.length > 0 ? modeNames : (['default'] as const);
    // A full-page capture of a long section takes up to 10 s on a busy 2-core machine; five widths need longer.
    test.setTimeout(Math.max(30_000, captures.length * 12_000));
    for (const modeName of captures) {
      const mode: { viewport?: keyof typeof viewportWidths; theme?: string } =
        modeName === 'default' ? {} : allModes[modeName];
      const capture: Capture = {
        width: viewportWidths[mode.viewport ?? 'desktop'],
        theme: mode.theme ?? 'outpace',
        reducedMotion: chromatic.prefersReducedMotion ?? 'no-preference',
      };
      await page.emulateMedia({ reducedMotion: capture.reducedMotion });
      await page.setViewportSize({ width: capture.width, height: 800 });
      expectRenderedCleanly(await renderStory(page, story.id, capture.theme));
      if (!captured) continue;
      await expectLikeBaseline(page, `${story.id}--${modeName}.png`, screenshot);
    }
  });
}
