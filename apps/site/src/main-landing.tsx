import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { replayClick, takeOverFromBootScript, WHOLE_PAGE } from './hydration/earlyClicks';
import { LandingApp } from './LandingApp';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

/**
 * Once the page has hydrated: a button clicked before React listened is clicked again (see earlyClicks.ts), and
 * tests and styles may rely on `html[data-hydrated]`.
 */
function AnnounceHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    replayClick(WHOLE_PAGE);
  }, []);
  return null;
}

takeOverFromBootScript();
// The landing page is always prerendered: attach to its markup. As a transition, hydration yields to the browser
// every few milliseconds instead of holding the main thread for the whole page; input on a part not yet hydrated
// still hydrates that part first.
startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <LandingApp />
      <AnnounceHydrated />
    </StrictMode>,
  );
});
