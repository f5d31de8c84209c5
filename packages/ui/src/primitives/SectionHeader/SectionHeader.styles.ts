import styled from 'styled-components';

/** The default stack: eyebrow, heading and intro, left-aligned. */
export const StyledSectionHeader = styled.header`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.prose};
`;

/** The default group of eyebrow and heading, when the intro stands beside them. */
export const StyledHeadingGroup = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
`;
