import { afterNextPaint, runWhenIdle } from '@outpace/core/scheduling';

/**
 * Whether the browser is skipping the section's content (`content-visibility: auto`, far from the viewport).
 * Browsers without `checkVisibility` count every section as skipped: rendering one once more costs little.
 */
function isSkipped(section: HTMLElement): boolean {
  const content = section.firstElementChild;
  return !content?.checkVisibility?.({ contentVisibilityAuto: true });
}

/**
 * Renders the section for one frame, then calls `then`: the browser records its size in that frame, and goes back
 * to skipping it.
 */
function renderForOneFrame(section: HTMLElement, then: () => void): void {
  section.style.contentVisibility = 'visible';
  afterNextPaint(() => {
    section.style.removeProperty('content-visibility');
    then();
  });
}

/**
 * A section the browser has skipped from the start has no size of its own yet, only an estimate, so the page's
 * height and the place of every section below it are off until the visitor scrolls there. This renders each such
 * section once, one at a time while the browser is idle, so that it is skipped at its real size from then on
 * (`contain-intrinsic-size: auto`). Returns the function that stops it.
 */
export function rememberSectionSizes(sections: readonly HTMLElement[]): () => void {
  let isStopped = false;
  let cancelIdle = () => {};
  const measureFrom = (index: number) => {
    const section = sections[index];
    if (isStopped || !section) return;
    cancelIdle = runWhenIdle(() => {
      if (isSkipped(section)) renderForOneFrame(section, () => measureFrom(index + 1));
      else measureFrom(index + 1);
    });
  };
  measureFrom(0);
  return () => {
    isStopped = true;
    cancelIdle();
  };
}
