import styled from 'styled-components';
import { up } from '../../theme';

export const StyledStep = styled.div`
  padding-block: ${({ theme }) => theme.space[8]};
  border-top: 1.5px solid ${({ theme }) => theme.colors.border.strong};

  &:first-child {
    padding-top: ${({ theme }) => theme.space[6]};
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

export const StyledStepTitle = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.fg.default};
`;

export const StyledStepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 36px;
  height: 24px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.fg.default};
`;

export const StyledAddOnsFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/* Matches RadioCardGroup's legend so the four steps line up. */
export const StyledAddOnsLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: 0;
`;

export const StyledAddOns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
