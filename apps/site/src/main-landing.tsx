import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingApp } from './LandingApp';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

/**
 * Tells the page's boot script (scripts/hero-first-entry.mjs) that React now handles input, then that the page is
 * hydrated: it replays a button click that came before, and tests and styles may rely on `html[data-hydrated]`.
 */
function AnnounceHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    document.dispatchEvent(new Event('landing:hydrated'));
  }, []);
  return null;
}

document.dispatchEvent(new Event('landing:hydrating'));
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
