import { useEffect } from 'react';
import { replayClick, WHOLE_PAGE } from './earlyClicks';

/**
 * Rendered last in a prerendered page's tree: once the page has hydrated, a button clicked before React listened
 * is clicked again (see earlyClicks.ts), and tests and styles may rely on `html[data-hydrated]`.
 */
export function AnnounceHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    replayClick(WHOLE_PAGE);
  }, []);
  return null;
}
