import styled from 'styled-components';
import { Section } from '../../primitives/Section';
import { up } from '../../theme';
import { finePrint } from '../../internal/finePrint';

/** The page's first section: it starts below the fixed navigation bar, as the hero does. */
export const StyledPlansSection = styled(Section)`
  padding-top: calc(${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space[8]});

  ${up('md')} {
    padding-top: calc(${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space[12]});
  }
`;

/** The tiers stacked on phones, side by side from `md`; every card as tall as the tallest. */
export const StyledPlanGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: ${({ theme }) => theme.space[8]} 0 0;
  padding: 0;
  list-style: none;

  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/** One tier: a bordered card whose action sits at its foot, level with its neighbour's. */
export const StyledPlanCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.fg.muted};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  ${up('lg')} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledPlanPrice = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-block: ${({ theme }) => theme.space[4]};
  border-block: 1.5px solid ${({ theme }) => theme.colors.border.default};

  & strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.fg.default};
  }

  & span {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const StyledPlanFeatures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  & svg {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.fg.accent};
  }
`;

export const StyledPlanAction = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
`;

export const StyledPlanError = styled.p`
  margin: ${({ theme }) => theme.space[5]} 0 0;
  color: ${({ theme }) => theme.colors.fg.danger};
`;

export const StyledPlanTerms = styled.p`
  ${finePrint}
  margin: ${({ theme }) => theme.space[6]} 0 0;
`;

export const StyledPlanNotice = styled.div`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-top: ${({ theme }) => theme.space[6]};
`;
