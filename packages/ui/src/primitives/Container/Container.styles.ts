import styled from 'styled-components';
import { up } from '../../theme';

export const StyledContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[5]};

  ${up('md')} {
    padding-inline: ${({ theme }) => theme.space[8]};
  }
  ${up('lg')} {
    padding-inline: ${({ theme }) => theme.space[10]};
  }
`;
