import styled, { css } from 'styled-components';
import { motionOk } from '../../theme';
import { focusRing } from '../../theme/mixins';

export type CardVariant = 'outlined' | 'elevated' | 'inverse';
export type CardPadding = 'sm' | 'md' | 'lg';

interface StyledCardProps {
  $variant: CardVariant;
  $padding: CardPadding;
}

const variantStyles = {
  outlined: css`
    --card-border: ${({ theme }) => theme.colors.border.strong};
    --card-border-hover: ${({ theme }) => theme.colors.border.strong};
    --card-shadow-hover: ${({ theme }) => theme.shadows.md};
    background: ${({ theme }) => theme.colors.bg.surface};
    color: ${({ theme }) => theme.colors.fg.default};
  `,
  elevated: css`
    --card-border: ${({ theme }) => theme.colors.border.default};
    --card-border-hover: ${({ theme }) => theme.colors.border.strong};
    --card-shadow: ${({ theme }) => theme.shadows.md};
    --card-shadow-hover: ${({ theme }) => theme.shadows.lg};
    background: ${({ theme }) => theme.colors.bg.surface};
    color: ${({ theme }) => theme.colors.fg.default};
  `,
  inverse: css`
    --card-border: ${({ theme }) => theme.colors.border.inverse};
    --card-border-hover: ${({ theme }) => theme.colors.fg.inverseMuted};
    --card-shadow-hover: ${({ theme }) => theme.shadows.lg};
    background: ${({ theme }) => theme.colors.bg.inverse};
    color: ${({ theme }) => theme.colors.fg.inverse};
  `,
};

const paddingStyles = {
  sm: css`
    padding: ${({ theme }) => theme.space[4]};
  `,
  md: css`
    padding: ${({ theme }) => theme.space[6]};
  `,
  lg: css`
    padding: ${({ theme }) => theme.space[8]};
  `,
};

/**
 * The link whose hit area covers its whole card.
 * 1. The pseudo-element stretches over the nearest positioned ancestor, the card, so a click anywhere
 *    follows the link while its accessible name stays just the link text.
 * 2. The focus ring is drawn on that overlay so keyboard users see the whole card as focused.
 */
export const StyledCardLink = styled.a`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndices.raised};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  &:hover {
    text-decoration: underline;
    text-decoration-thickness: 1.5px;
    text-underline-offset: 0.15em;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    ${focusRing()}
  }
`;

export const StyledCard = styled.div<StyledCardProps>`
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $padding }) => paddingStyles[$padding]}
  position: relative;
  border: 1.5px solid var(--card-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: var(--card-shadow, none);

  &:has(${StyledCardLink}) {
    cursor: pointer;
  }
  &:has(${StyledCardLink}):hover {
    border-color: var(--card-border-hover);
    box-shadow: var(--card-shadow-hover);
  }
  ${motionOk} {
    &:has(${StyledCardLink}) {
      transition:
        transform ${({ theme }) => theme.motion.duration.base}ms
          ${({ theme }) => theme.motion.easing.standard},
        box-shadow ${({ theme }) => theme.motion.duration.base}ms
          ${({ theme }) => theme.motion.easing.standard};
    }
    &:has(${StyledCardLink}):hover {
      transform: translateY(-3px);
    }
  }
`;
