import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { allModes, viewportWidths } from '../../.storybook/modes';

/**
 * Screenshots every story of the static Storybook build at each mode its `parameters.chromatic.modes` declares
 * (the same settings Chromatic reads), or once at desktop width when it declares none.
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

const index = JSON.parse(
  readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

async function renderStory(page: Page, id: string, theme: string) {
  // `chromatic=true` makes the preview pass `reducedMotion` to the kit, as Chromatic's own capture does.
  await page.goto(`/iframe.html?id=${id}&viewMode=story&chromatic=true&globals=theme:${theme}`);
  await page.waitForFunction(() => {
    const phase = (
      window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
    ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return (
      phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted'
    );
  });
  await page.evaluate(() => document.fonts.ready);
  // Lazy images below the fold still have to be in the picture.
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images, (image) => {
        image.loading = 'eager';
        return image.complete
          ? null
          : new Promise((resolve) => image.addEventListener('load', resolve));
      }),
    ),
  );
  return page.evaluate(() => {
    const render = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          currentRender: { phase: string; story?: { parameters?: Record<string, unknown> } };
        };
      }
    ).__STORYBOOK_PREVIEW__.currentRender;
    return {
      phase: render.phase,
      chromatic: (render.story?.parameters?.chromatic ?? {}) as ChromaticParameters,
    };
  });
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewportWidths.desktop, height: 800 });
    const first = await renderStory(page, story.id, 'outpace');
    expect(first.phase, 'the story renders (and its play function passes)').not.toBe('errored');
    test.skip(
      first.chromatic.disableSnapshot === true,
      'the story opts out of snapshots (parameters.chromatic)',
    );

    const modeNames = Object.keys(first.chromatic.modes ?? {}) as ModeName[];
    const captures = modeNames.length > 0 ? modeNames : (['default'] as const);
    const reducedMotion = first.chromatic.prefersReducedMotion ?? 'no-preference';
    // The first render (desktop, default brand, motion allowed) is reused when a capture asks for exactly that.
    let current: { width: number; theme: string; reducedMotion: 'reduce' | 'no-preference' } = {
      width: viewportWidths.desktop,
      theme: 'outpace',
      reducedMotion: 'no-preference',
    };
    for (const modeName of captures) {
      const mode: { viewport?: keyof typeof viewportWidths; theme?: string } =
        modeName === 'default' ? {} : allModes[modeName];
      const wanted: typeof current = {
        width: viewportWidths[mode.viewport ?? 'desktop'],
        theme: mode.theme ?? 'outpace',
        reducedMotion,
      };
      if (JSON.stringify(wanted) !== JSON.stringify(current)) {
        await page.emulateMedia({ reducedMotion: wanted.reducedMotion });
        await page.setViewportSize({ width: wanted.width, height: 800 });
        await renderStory(page, story.id, wanted.theme);
        current = wanted;
      }
      await expect(page).toHaveScreenshot(`${story.id}--${modeName}.png`, { fullPage: true });
    }
  });
}
