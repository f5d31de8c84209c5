import styled from 'styled-components';
import { Card } from '../../primitives/Card';
import { up } from '../../theme';

/**
 * Heading beside a 2 × 2 grid of cards from `lg`.
 * 1. The heading stays in view (below the fixed navigation) while the cards scroll past it.
 */
export const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};

  ${up('lg')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    column-gap: ${({ theme }) => theme.space[16]};
    align-items: start;
  }
`;

export const StyledIntro = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[5]};

  ${up('lg')} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space[8]});
  }
`;

export const StyledIntroText = styled.p`
  max-width: 30rem;
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
  }
`;

/** 1. Text colours follow the card's surface through local custom properties (dark first card). */
export const StyledBenefit = styled(Card)<{ $inverse: boolean }>`
  --benefit-muted: ${({ theme, $inverse }) =>
    $inverse ? theme.colors.fg.inverseMuted : theme.colors.fg.muted};
  display: grid;
  grid-template-rows: auto auto 1fr;
  gap: ${({ theme }) => theme.space[4]};
  ${up('md')} {
    min-height: 100%;
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledBenefitTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export const StyledIconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.accent};
  color: ${({ theme }) => theme.colors.fg.onAccent};
`;

/** 1. Tabular figures keep the numbers the same width, so "01"–"04" line up across cards. */
export const StyledIndex = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: var(--benefit-muted);
`;

export const StyledDescription = styled.p`
  color: var(--benefit-muted);
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
