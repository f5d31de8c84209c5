import type { MouseEvent } from 'react';

/**
 * True for an ordinary primary-button click with no modifier keys. Ctrl/⌘/Shift/Alt-clicks and middle clicks
 * mean "open this link elsewhere", so components that take over a link's click leave those to the browser.
 */
export function isPlainClick(event: MouseEvent<Element>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
