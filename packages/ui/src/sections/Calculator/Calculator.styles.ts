import styled from 'styled-components';
import { Text } from '../../primitives/Text';
import { up } from '../../theme';
import { MOBILE_SUMMARY_HEIGHT } from './CalculatorResults.styles';

/* Header -------------------------------------------------------------------------------------------- */

export const StyledHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-bottom: ${({ theme }) => theme.space[10]};

  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
    justify-items: start;
  }

  ${up('lg')} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: end;
    gap: ${({ theme }) => theme.space[12]};
    margin-bottom: ${({ theme }) => theme.space[16]};
  }
`;

export const StyledHeaderIntro = styled(Text).attrs({ size: 'lg', tone: 'muted' })`
  max-width: 44ch;
`;

/* Layout -------------------------------------------------------------------------------------------- */

export const StyledLayout = styled.div`
  display: grid;
  /* 1. minmax(0, …): no child's min-content width may stretch the column past the viewport. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};

  ${up('lg')} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[12]};
  }
`;

export const StyledControls = styled.div`
  display: grid;
  min-width: 0;

  /* 2. Below lg the estimate bar sticks to the bottom of the screen. When focus moves to a control, the
        browser scrolls it clear of the bar instead of leaving it underneath (WCAG 2.4.11). */
  & input,
  & [role='slider'] {
    scroll-margin-bottom: calc(${MOBILE_SUMMARY_HEIGHT}px + 2 * ${({ theme }) => theme.space[4]});
  }
  ${up('lg')} {
    & input,
    & [role='slider'] {
      scroll-margin-bottom: 0;
    }
  }
`;
