import styled, { type DefaultTheme } from 'styled-components';
import { up } from '../../theme';

/** The Container's side padding below `md`, from `md` and from `lg`; image `sizes` hints are worked out from it. */
export const containerGutters = (theme: DefaultTheme) => ({
  base: theme.space[5],
  md: theme.space[8],
  lg: theme.space[10],
});

export const StyledContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${({ theme }) => containerGutters(theme).base};

  ${up('md')} {
    padding-inline: ${({ theme }) => containerGutters(theme).md};
  }
  ${up('lg')} {
    padding-inline: ${({ theme }) => containerGutters(theme).lg};
  }
`;
