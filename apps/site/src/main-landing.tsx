import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingApp } from './LandingApp';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The landing page is always prerendered: attach to its markup.
hydrateRoot(
  container,
  <StrictMode>
    <LandingApp />
  </StrictMode>,
);
