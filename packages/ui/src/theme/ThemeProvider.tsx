import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { ReducedMotionContext } from './ReducedMotionContext';
import { defaultTheme, type Theme } from './themes';

export interface ThemeProviderProps {
  /** The theme to apply; build one for another brand with `createTheme`. @default defaultTheme */
  theme?: Theme;
  /** Renders every animation in its final, static state regardless of the visitor's setting. @default false */
  reducedMotion?: boolean;
  /** Adds the reset and base typography to the document. Turn off when embedding inside another styled app. @default true */
  withGlobalStyle?: boolean;
  children: ReactNode;
}

/** Supplies the kit's theme and motion preference to everything below it. */
export function ThemeProvider({
  theme = defaultTheme,
  reducedMotion = false,
  withGlobalStyle = true,
  children,
}: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      <ReducedMotionContext.Provider value={reducedMotion}>
        {withGlobalStyle && <GlobalStyle />}
        {children}
      </ReducedMotionContext.Provider>
    </StyledThemeProvider>
  );
}
