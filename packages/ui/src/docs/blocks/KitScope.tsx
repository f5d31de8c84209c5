import type { ReactNode } from 'react';
import styled from 'styled-components';
import { defaultTheme, ThemeProvider, type Theme } from '../../theme';

/**
 * Storybook's docs pages render outside the stories' decorators, so each block brings the kit's theme itself, without
 * the global style (which would restyle the whole docs page). `sb-unstyled` keeps the docs page's own typography
 * off the block's elements.
 */
const Scope = styled.div`
  color: ${({ theme }) => theme.colors.fg.default};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  -webkit-font-smoothing: antialiased;
  margin-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[10]};

  /* The parts of the kit's global reset that components rely on, at zero specificity so any component rule wins. */
  :where(&) *,
  :where(&) *::before,
  :where(&) *::after {
    box-sizing: border-box;
    margin: 0;
  }
  :where(&) :is(input, button, textarea, select) {
    font: inherit;
    color: inherit;
  }
`;

export function KitScope({
  theme = defaultTheme,
  children,
}: {
  theme?: Theme;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme} withGlobalStyle={false}>
      <Scope className="sb-unstyled">{children}</Scope>
    </ThemeProvider>
  );
}
