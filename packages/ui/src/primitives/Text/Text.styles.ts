import styled, { css, type DefaultTheme } from 'styled-components';
import { up } from '../../theme';

export type TextSize = 'sm' | 'md' | 'lg';
export type TextTone = 'default' | 'muted' | 'inverse' | 'inverseMuted' | 'accent' | 'danger';
export type TextVariant = 'body' | 'eyebrow';
export type TextWeight = keyof DefaultTheme['fontWeights'];

interface StyledTextProps {
  $size: TextSize;
  $variant: TextVariant;
  $tone?: TextTone;
  $weight?: TextWeight;
}

// `lg` is the lead-paragraph size: a clear step above body copy from `md` up, a gentler one on phones.
const sizeStyles = {
  sm: css`
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  `,
  md: css`
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  `,
  lg: css`
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
    ${up('md')} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  `,
};

const eyebrowStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;

  /* 1. The ember dot is the kit's kicker mark; it is decorative, so it lives in CSS, not in the text. */
  &::before {
    content: '';
    flex-shrink: 0;
    width: 6px;
    height: 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.bg.accent};
  }
`;

const toneColor = (theme: DefaultTheme, tone: TextTone): string =>
  ({
    default: theme.colors.fg.default,
    muted: theme.colors.fg.muted,
    inverse: theme.colors.fg.inverse,
    inverseMuted: theme.colors.fg.inverseMuted,
    accent: theme.colors.fg.accent,
    danger: theme.colors.fg.danger,
  })[tone];

export const StyledText = styled.p<StyledTextProps>`
  ${({ $variant, $size }) => ($variant === 'eyebrow' ? eyebrowStyles : sizeStyles[$size])}
  ${({ theme, $tone }) => $tone && `color: ${toneColor(theme, $tone)};`}
  ${({ theme, $weight }) => $weight && `font-weight: ${theme.fontWeights[$weight]};`}
`;
