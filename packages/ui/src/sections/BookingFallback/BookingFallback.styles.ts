import styled from 'styled-components';

// A rule on each side of the words: the mail link and the form are two ways to the same call.
export const StyledOr = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0;
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  }
`;

export const StyledSent = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  color: ${({ theme }) => theme.colors.fg.default};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const StyledSentTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  &:focus {
    outline: none;
  }
`;
