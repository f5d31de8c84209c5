import styled, { css } from 'styled-components';
import { up } from '../../theme';
import { inverseSurface } from '../../theme/mixins';

/* Every figure that changes with the inputs uses equal-width digits and never wraps, so a change from
   "$9,800" to "$12,100" repaints the digits without moving anything around them. */
const steadyFigure = css`
  font-variant-numeric: tabular-nums lining-nums;
  white-space: nowrap;
`;

/** Height of the compact estimate bar; the controls keep focused inputs clear of it (Calculator.styles). */
export const MOBILE_SUMMARY_HEIGHT = 60;

/* Compact estimate bar (phones and tablets) -------------------------------------------------------- */

export const StyledMobileSummary = styled.div`
  container-type: inline-size; /* the saving's size follows the bar's width */
  position: sticky;
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${MOBILE_SUMMARY_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[5]};
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.pill};
  ${inverseSurface}
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${up('lg')} {
    display: none;
  }
`;

export const StyledMobileSummaryEstimate = styled.span`
  display: grid;
  gap: 2px;
`;

export const StyledMobileSummaryLabel = styled.span`
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  line-height: 1;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
`;

export const StyledMobileSummaryFigure = styled.span`
  ${steadyFigure}
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: 1;
`;

export const StyledMobileSummarySaving = styled.span`
  ${steadyFigure}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: 44px;
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg.accent};
  color: ${({ theme }) => theme.colors.fg.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  /* On the narrowest phones (a bar under 300 px) the saving takes smaller type, so the bar holds the largest
     estimate and saving on one line. */
  @container (max-width: 299.98px) {
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/* Results card -------------------------------------------------------------------------------------- */

export const StyledResults = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.xl};
  ${inverseSurface}
  box-shadow: ${({ theme }) => theme.shadows.lg};

  /* Tablets get the whole width: estimate on the left, breakdown on the right. */
  ${up('sm')} {
    padding: ${({ theme }) => theme.space[8]};
  }
  ${up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[10]};
  }
  /* Desktop: a narrow sidebar card that stays in view while the controls scroll. */
  ${up('lg')} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space[6]});
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledEstimateBlock = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledResultsTitle = styled.h3`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.fg.inverseMuted};

  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.bg.accent};
  }
`;

export const StyledEstimate = styled.p`
  ${steadyFigure}
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(3.25rem, 2.4rem + 3.6vw, 5rem);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
  line-height: 1;
  color: ${({ theme }) => theme.colors.fg.inverse};
`;

export const StyledEstimateNote = styled.p`
  max-width: 32ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
`;

export const StyledResultsBreakdown = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[6]};
`;

export const StyledSavings = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledSaving = styled.div<{ $accent: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $accent }) =>
    $accent ? theme.colors.bg.accent : theme.colors.bg.inverseRaised};
  color: ${({ theme, $accent }) => ($accent ? theme.colors.fg.onAccent : theme.colors.fg.inverse)};
`;

export const StyledSavingLabel = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledSavingFigure = styled.dd`
  ${steadyFigure}
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(1.25rem, 1rem + 1vw, 1.75rem);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: 1;
`;

export const StyledComparison = styled.dl`
  display: grid;
`;

export const StyledComparisonRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.inverse};

  &:last-child {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.inverse};
  }

  & > dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
  }
  & > dd {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  }
`;

/** A figure inline in text: reserves room for the widest amount so the text around it never moves. */
export const StyledFigure = styled.span`
  ${steadyFigure}
  display: inline-block;
  min-width: 7ch;
  text-align: right;
`;

/* 2. Call-to-action labels may be long ('Book a call about this estimate'); on a phone-width card they wrap
      onto two centred lines instead of overflowing the card. */
export const StyledAction = styled.div`
  display: grid;
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});

  /* Tablets: under both columns of the wide card. */
  ${up('md')} {
    grid-column: 1 / -1;
  }

  & > a,
  & > button {
    min-width: 0;
    padding-block: ${({ theme }) => theme.space[3]};
    white-space: normal;
    text-align: center;
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;
