import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { allModes, viewportWidths } from '../../packages/ui/src/storybook/modes';

/**
 * Screenshots every story of the static Storybook build at each mode its `parameters.chromatic.modes` declares
 * (the same settings Chromatic reads), or once at desktop width when it declares none. A story whose rendering
 * differs by a few pixels between machines may raise the limit for itself with `parameters.screenshot.maxDiffPixels`.
 * Update baselines after an intended change with `pnpm test:visual:update`, then review the PNG diff in git.
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

interface PreviewWindow {
  __STORYBOOK_PREVIEW__: {
    channel: {
      emit: (event: string, payload: unknown) => void;
      on: (event: string, listener: (payload: { storyId: string; status: string }) => void) => void;
      off: (
        event: string,
        listener: (payload: { storyId: string; status: string }) => void,
      ) => void;
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

/** Renders the story afresh (its play function included) with the given globals; resolves with its status. */
async function renderStory(page: Page, storyId: string, theme: string): Promise<string> {
  const status = await page.evaluate(
    ({ id, themeName }) =>
      new Promise<string>((resolve) => {
        const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
        const onFinished = (payload: { storyId: string; status: string }) => {
          if (payload.storyId !== id) return;
          preview.channel.off('storyFinished', onFinished);
          resolve(payload.status);
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
  return status;
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview: page }) => {
    const { chromatic, screenshot } = await snapshotParameters(page, story.id);
    test.skip(
      chromatic.disableSnapshot === true,
      'the story opts out of snapshots (parameters.chromatic)',
    );

    const modeNames = Object.keys(chromatic.modes ?? {}) as ModeName[];
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
      const status = await renderStory(page, story.id, capture.theme);
      expect(status, 'the story renders and its play function passes').toBe('success');
      await expect(page).toHaveScreenshot(`${story.id}--${modeName}.png`, {
        fullPage: true,
        ...screenshot,
      });
    }
  });
}
