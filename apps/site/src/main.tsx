import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AnnounceHydrated } from './hydration/AnnounceHydrated';
import { takeOverFromBootScript } from './hydration/earlyClicks';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages already hold the markup: attach to it instead of painting it again, as a transition so that
// hydration yields to the browser (see main-landing.tsx). Every prerendered page started this script from its
// boot script, which hands over the button clicked meanwhile (scripts/hero-first-entry.mjs).
if (container.hasChildNodes()) {
  takeOverFromBootScript();
  startTransition(
    () =>
      void hydrateRoot(
        container,
        <>
          {app}
          <AnnounceHydrated />
        </>,
      ),
  );
} else createRoot(container).render(app);
