import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AnnounceHydrated } from './hydration/AnnounceHydrated';
import { takeOverFromBootScript } from './hydration/earlyClicks';
import { LandingApp } from './LandingApp';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

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
