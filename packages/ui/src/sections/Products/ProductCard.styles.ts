import styled from 'styled-components';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { motionOk } from '../../theme';

export const StyledProductThumb = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.subtle};
  /* 1. A hairline keeps light thumbnails from melting into the white card. */
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border.default};

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledTitleArrow = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};

  & > svg {
    width: 16px;
    height: 16px;
  }
`;

export const StyledProductCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;

  &:has(a):hover ${StyledTitleArrow} {
    background: ${({ theme }) => theme.colors.bg.accent};
    border-color: ${({ theme }) => theme.colors.bg.accent};
  }

  ${motionOk} {
    & img,
    & ${StyledTitleArrow} {
      transition:
        transform ${({ theme }) => theme.motion.duration.slow}ms
          ${({ theme }) => theme.motion.easing.standard},
        background-color ${({ theme }) => theme.motion.duration.fast}ms
          ${({ theme }) => theme.motion.easing.standard};
    }
    &:has(a):hover img {
      transform: scale(1.035);
    }
    &:has(a):hover ${StyledTitleArrow} {
      transform: rotate(45deg);
    }
  }
`;

export const StyledProductBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
`;

export const StyledProductMeta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledProductPrice = styled.span<{ $isFree: boolean }>`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $isFree }) => ($isFree ? theme.colors.fg.accent : theme.colors.fg.default)};
`;

export const StyledProductTitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledProductName = styled(Heading)`
  min-width: 0;
`;

export const StyledProductDescription = styled(Text)`
  /* 2. Three lines keep the grid's rows even; the full text stays in the DOM for screen readers. */
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
`;
