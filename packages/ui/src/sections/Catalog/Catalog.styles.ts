import styled from 'styled-components';
import { motionOk, up } from '../../theme';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const StyledHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-bottom: ${({ theme }) => theme.space[10]};

  ${up('md')} {
    margin-bottom: ${({ theme }) => theme.space[12]};
  }
`;

export const StyledToolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  border-bottom: 1.5px solid ${({ theme }) => theme.colors.border.strong};

  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledResultCount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/* Page-type filter --------------------------------------------------------------------------------- */

export const StyledFilter = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledFilterLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.fg.muted};
`;

export const StyledPills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledPill = styled.label`
  position: relative;
  display: inline-flex;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
`;

/* 1. Visually hidden but focusable, so the native radio keeps arrow-key and form behaviour. */
export const StyledPillInput = styled.input`
  ${visuallyHidden}
`;

export const StyledPillCount = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 24px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg.subtle};
  color: ${({ theme }) => theme.colors.fg.default};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

export const StyledPillFace = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;

  ${motionOk} {
    transition:
      background-color ${({ theme }) => theme.motion.duration.fast}ms
        ${({ theme }) => theme.motion.easing.standard},
      color ${({ theme }) => theme.motion.duration.fast}ms
        ${({ theme }) => theme.motion.easing.standard};
  }

  ${StyledPill}:hover & {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }

  ${StyledPillInput}:checked + & {
    background: ${({ theme }) => theme.colors.bg.inverse};
    border-color: ${({ theme }) => theme.colors.bg.inverse};
    color: ${({ theme }) => theme.colors.fg.inverse};
  }
  ${StyledPillInput}:checked + & ${StyledPillCount} {
    background: ${({ theme }) => theme.colors.bg.accent};
    color: ${({ theme }) => theme.colors.fg.onAccent};
  }

  ${StyledPillInput}:focus-visible + & {
    ${focusRing()}
  }
`;
