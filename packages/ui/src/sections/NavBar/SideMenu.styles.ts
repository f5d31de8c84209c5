import styled from 'styled-components';
import { focusRing, inverseSurface } from '../../theme/mixins';

export const StyledMenuBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  min-height: 100%;
`;

export const StyledEntries = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1.5px solid ${({ theme }) => theme.colors.border.strong};
`;

/** One big editorial row per entry: index, label, arrow. */
export const StyledEntry = styled.a`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 72px;
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  color: inherit;
  text-decoration: none;

  & > small {
    align-self: start;
    padding-top: 0.5em;
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
  & > span {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  & > svg {
    width: 36px;
    height: 36px;
    padding: 8px;
    border: 1.5px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.pill};
  }
  &:hover > span {
    color: ${({ theme }) => theme.colors.fg.accent};
  }
  &:hover > svg,
  &[data-emphasis='true'] > svg {
    border-color: ${({ theme }) => theme.colors.bg.accent};
    background: ${({ theme }) => theme.colors.bg.accent};
    color: ${({ theme }) => theme.colors.fg.onAccent};
  }
  &:focus-visible {
    ${focusRing({ offset: -2 })}
  }
`;

/**
 * The calendar button's slot: a dark card pinned to the bottom of the sheet.
 * 1. The sheet is only 300px wide on phones: a slotted button's label wraps rather than overflowing the card.
 */
export const StyledCallCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: auto;
  padding: ${({ theme }) => theme.space[4]};

  & > a,
  & > button {
    max-width: 100%;
    min-width: 0;
    white-space: normal; /* 1 */
    text-align: center;
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  ${inverseSurface}

  & > p {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  & > p > span {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    letter-spacing: normal;
  }
`;
