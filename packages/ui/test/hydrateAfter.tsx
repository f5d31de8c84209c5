import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Puts `ui` into the document as prerendered HTML, runs `beforeHydration` against that markup while no React
 * listens (e.g. native clicks, as a visitor's before the page's script arrives), then hydrates it and cleans up.
 */
export async function hydrateAfter(
  ui: ReactElement,
  beforeHydration: () => void = () => {},
): Promise<void> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  beforeHydration();
  const root = await act(async () => hydrateRoot(container, ui));
  act(() => root.unmount());
  container.remove();
}
