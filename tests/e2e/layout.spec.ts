import { expect, test } from './fixtures';
import { paths } from '../../apps/site/src/routing/paths';

/**
 * No layout break at any width: every route, from 320 to 1920 px in 40 px steps, each section scrolled into view.
 * One page per route; the viewport is resized and every width is measured in a single `page.evaluate`.
 */
const routes = [...Object.values(paths), '/no-such-page'];
const widths = Array.from({ length: (1920 - 320) / 40 + 1 }, (_, step) => 320 + step * 40);

/**
 * Runs in the page. Scrolls each section (and the page's header and footer) into view, lets it render where that
 * changes anything (see `needsFrame`), and lists:
 * - sideways scrolling of the page;
 * - an element whose box pokes out of the card, label, link or button it sits in (a card being a rounded box that
 *   draws a background, a border or a shadow, and does not clip its content);
 * - two sibling cards that overlap (their layout boxes, so a deliberate transform is not counted).
 */
async function layoutBreaks({ everyRegionRenders }: { everyRegionRenders: boolean }) {
  const TOLERANCE = 1;
  const breaks: string[] = [];
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let computed = styles.get(element);
    if (!computed) styles.set(element, (computed = getComputedStyle(element)));
    return computed;
  };
  const name = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.localName}${element.id ? `#${element.id}` : ''}> "${text}"`;
  };
  const isCard = (element: Element) => {
    const { borderTopLeftRadius, backgroundColor, backgroundImage, borderTopWidth, boxShadow } =
      style(element);
    const { overflowX, overflowY, clipPath } = style(element);
    const draws =
      backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      backgroundImage !== 'none' ||
      parseFloat(borderTopWidth) > 0 ||
      boxShadow !== 'none';
    const clips = overflowX !== 'visible' || overflowY !== 'visible' || clipPath !== 'none';
    return parseFloat(borderTopLeftRadius) > 0 && draws && !clips;
  };
  const isBox = (element: Element) =>
    ['label', 'a', 'button'].includes(element.localName) || isCard(element);
  // Visually hidden elements (1 px, clipped), collapsed and fixed ones have no box in the flow to speak of.
  const rendered = (element: Element, rect: DOMRect) =>
    rect.width > 1 &&
    rect.height > 1 &&
    style(element).visibility !== 'hidden' &&
    style(element).position !== 'fixed' &&
    style(element).clip === 'auto' &&
    style(element).clipPath === 'none';
  const outside = (inner: DOMRect, outer: DOMRect) =>
    inner.left < outer.left - TOLERANCE ||
    inner.right > outer.right + TOLERANCE ||
    inner.top < outer.top - TOLERANCE ||
    inner.bottom > outer.bottom + TOLERANCE;
  const overlap = (a: HTMLElement, b: HTMLElement) =>
    Math.min(a.offsetLeft + a.offsetWidth, b.offsetLeft + b.offsetWidth) -
      Math.max(a.offsetLeft, b.offsetLeft) >
      TOLERANCE &&
    Math.min(a.offsetTop + a.offsetHeight, b.offsetTop + b.offsetHeight) -
      Math.max(a.offsetTop, b.offsetTop) >
      TOLERANCE;

  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > root.clientWidth + TOLERANCE) {
    const widest = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > root.clientWidth + TOLERANCE,
    );
    breaks.push(
      `the page scrolls sideways (${root.scrollWidth} px) because of ${widest.map(name).join(', ')}`,
    );
  }

  // Layout is read synchronously at the new scroll position; only what the browser updates in a frame of its own
  // needs one: a section it skips (`content-visibility: auto`, far from where the last frame was) is rendered, and
  // scroll-driven animations move, once a frame sees it in view. Transforms a script writes on scroll (the
  // gallery's frame loop) sit on a tile's ancestors, which moves a tile and its content alike, and the original
  // one-frame wait measured before that loop's write anyway (its callback comes after ours).
  const skipsContent = (element: Element) =>
    style(element).contentVisibility === 'auto' &&
    element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false;
  const scrollAnimated = document
    .getAnimations()
    .filter((animation) => animation.timeline && !(animation.timeline instanceof DocumentTimeline))
    .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
    .filter((target): target is Element => !!target);
  const needsFrame = (region: Element) => {
    for (let element: Element | null = region; element; element = element.parentElement)
      if (skipsContent(element)) return true;
    return (
      Array.from(region.querySelectorAll('*')).some(skipsContent) ||
      scrollAnimated.some((target) => region.contains(target))
    );
  };

  for (const region of document.querySelectorAll('main > *, body header, body footer')) {
    region.scrollIntoView({ block: 'start', behavior: 'instant' });
    if (everyRegionRenders || needsFrame(region)) await new Promise(requestAnimationFrame);
    // A section's web fonts are requested once it first lays out; measure with them, not with the fallback.
    await document.fonts.ready;
    for (const element of region.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (!rendered(element, rect)) continue;
      let box = element.parentElement;
      while (box && box !== region && !isBox(box)) box = box.parentElement;
      if (box && box !== region && outside(rect, box.getBoundingClientRect()))
        breaks.push(`${name(element)} pokes out of ${name(box)}`);
      if (!(element instanceof HTMLElement) || !isCard(element)) continue;
      for (const sibling of element.parentElement?.children ?? []) {
        if (
          sibling instanceof HTMLElement &&
          sibling !== element &&
          isCard(sibling) &&
          overlap(element, sibling)
        )
          breaks.push(`${name(element)} overlaps its sibling ${name(sibling)}`);
      }
    }
  }
  return [...new Set(breaks)];
}

test.describe('layout at every width', () => {
  for (const route of routes) {
    test(`${route} has no layout break from 320 to 1920 px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(route, { waitUntil: 'networkidle' });
      const found: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        // At the first width every region renders once, which also starts what waits to be seen (lazy sections,
        // web fonts, images); later widths change layout, which is measured without painting a frame.
        const everyRegionRenders = width === widths[0];
        for (const problem of await page.evaluate(layoutBreaks, { everyRegionRenders }))
          found.push(`${width} px: ${problem}`);
      }
      expect(found).toEqual([]);
    });
  }
});
