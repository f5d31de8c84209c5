import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { ThemeProvider } from '../theme';

/**
 * Forces the static (reduced-motion) state locally too, while keeping the brand chosen in the toolbar. A component,
 * not inline hooks: the global theme decorator runs story decorators before its provider renders.
 */
export function StaticMotion({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={useTheme()} reducedMotion withGlobalStyle={false}>
      {children}
    </ThemeProvider>
  );
}

/** The decorator every `ReducedMotion` story uses. */
export const withStaticMotion: Decorator = (Story) => (
  <StaticMotion>
    <Story />
  </StaticMotion>
);
