import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '../src/theme';

/** How the theme around the tested UI is set up: the `ThemeProvider` props (brand, reduced motion, global style). */
export type TestThemeProps = Omit<ComponentProps<typeof ThemeProvider>, 'children'>;

const inTheme = (ui: ReactNode, themeProps: TestThemeProps) => (
  <ThemeProvider {...themeProps}>{ui}</ThemeProvider>
);

/**
 * Renders `ui` inside the kit's `ThemeProvider`, as every kit test needs. The provider is Testing Library's
 * wrapper, so `rerender` keeps it too.
 */
export function renderInTheme(
  ui: ReactElement,
  themeProps: TestThemeProps = {},
  options: Omit<RenderOptions, 'wrapper'> = {},
): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => inTheme(children, themeProps);
  return render(ui, { ...options, wrapper });
}

/**
 * Puts `ui`, inside the kit's `ThemeProvider`, into the document as prerendered HTML, runs `beforeHydration` against
 * that markup while no React listens (e.g. native clicks, as a visitor's before the page's script arrives), then
 * hydrates it and cleans up.
 */
export async function hydrateAfter(
  ui: ReactElement,
  beforeHydration: () => void = () => {},
  themeProps: TestThemeProps = {},
): Promise<void> {
  const themed = inTheme(ui, themeProps);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(themed);
  beforeHydration();
  const root = await act(async () => hydrateRoot(container, themed));
  // What the page does in the first task after its next paint (e.g. the calculator's radios report then) runs too.
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  act(() => root.unmount());
  container.remove();
}
