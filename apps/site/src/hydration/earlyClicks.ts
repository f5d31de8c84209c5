/**
 * Early clicks. React drops a click on markup it cannot handle yet: before it listens at all, and, after, on a
 * section whose code is still on its way. So a button the visitor taps then would ignore them. Instead the last
 * button clicked in each part of the page is remembered and clicked again once that part has hydrated.
 *
 * This module owns the rule for the whole page; two recorders feed it:
 * - every prerendered page's inline boot script (apps/site/scripts/hero-first-entry.mjs), which remembers the last
 *   button clicked before React listens and hands it over when hydration starts (`takeOverFromBootScript`);
 * - `lazySection`, for a button in a section whose code has not arrived (`rememberClick`).
 */

/** The part of the page that is not a lazily loaded section: everything the boot script saw. */
export const WHOLE_PAGE = '#page';

/** The event the boot script listens for; its `detail` takes the button the script remembered. */
const HYDRATING_EVENT = 'landing:hydrating';

const remembered = new Map<string, HTMLButtonElement>();

/** The button a click landed on (or inside), if any. */
export function clickedButton(event: Event): HTMLButtonElement | null {
  return event.target instanceof Element ? event.target.closest('button') : null;
}

/** Remembers `button` as the last one clicked in `part` (a section's id, or `WHOLE_PAGE`). */
export function rememberClick(part: string, button: HTMLButtonElement): void {
  remembered.set(part, button);
}

/** Clicks the button last remembered for `part` again, if it is still on the page; then forgets it. */
export function replayClick(part: string): void {
  const button = remembered.get(part);
  remembered.delete(part);
  if (button?.isConnected) button.click();
}

/**
 * Tells the boot script that React now handles input, and takes the button it remembered. Call it right before
 * hydrating the page; call `replayClick(WHOLE_PAGE)` once the page has hydrated.
 */
export function takeOverFromBootScript(): void {
  const handOver = (button: HTMLButtonElement) => rememberClick(WHOLE_PAGE, button);
  document.dispatchEvent(new CustomEvent(HYDRATING_EVENT, { detail: handOver }));
}
