import styled, { css } from 'styled-components';

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type HeadingSize = 'xl' | 'lg' | 'md' | 'sm' | 'xs';
export type HeadingTone = 'default' | 'inverse' | 'accent';

interface StyledHeadingProps {
  $size: HeadingSize;
  $tone?: HeadingTone;
}

// Big display sizes get the tightest tracking and leading; small ones open up so they stay legible.
const sizeStyles = {
  xl: css`
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
  `,
  lg: css`
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
  `,
  md: css`
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
  `,
  sm: css`
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  `,
  xs: css`
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  `,
};

const toneStyles = {
  default: css`
    color: ${({ theme }) => theme.colors.fg.default};
  `,
  inverse: css`
    color: ${({ theme }) => theme.colors.fg.inverse};
  `,
  accent: css`
    color: ${({ theme }) => theme.colors.fg.accent};
  `,
};

export const StyledHeading = styled.h2<StyledHeadingProps>`
  ${({ $size }) => sizeStyles[$size]}
  ${({ $tone }) => $tone && toneStyles[$tone]}
  font-family: ${({ theme }) => theme.fonts.display};
  font-optical-sizing: auto;
`;
