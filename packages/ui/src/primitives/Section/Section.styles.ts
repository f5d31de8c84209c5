import styled, { css } from 'styled-components';
import { up } from '../../theme';
import { inverseSurface } from '../../theme/mixins';

export type SectionTone = 'canvas' | 'surface' | 'inverse';
export type SectionSpacing = 'none' | 'sm' | 'md' | 'lg';

interface StyledSectionProps {
  $tone: SectionTone;
  $spacing: SectionSpacing;
}

const toneStyles = {
  canvas: css`
    background: ${({ theme }) => theme.colors.bg.canvas};
    color: ${({ theme }) => theme.colors.fg.default};
  `,
  surface: css`
    background: ${({ theme }) => theme.colors.bg.surface};
    color: ${({ theme }) => theme.colors.fg.default};
  `,
  inverse: inverseSurface,
};

const spacingStyles = {
  none: css`
    padding-block: 0;
  `,
  sm: css`
    padding-block: ${({ theme }) => theme.space[12]};
    ${up('md')} {
      padding-block: ${({ theme }) => theme.space[16]};
    }
  `,
  md: css`
    padding-block: ${({ theme }) => theme.space[16]};
    ${up('md')} {
      padding-block: ${({ theme }) => theme.space[24]};
    }
  `,
  lg: css`
    padding-block: ${({ theme }) => theme.space[20]};
    ${up('md')} {
      padding-block: ${({ theme }) => theme.space[32]};
    }
  `,
};

export const StyledSection = styled.section<StyledSectionProps>`
  ${({ $tone }) => toneStyles[$tone]}
  ${({ $spacing }) => spacingStyles[$spacing]}
  /* 1. In-page links land the section's top edge below the fixed navigation instead of under it. */
  scroll-margin-top: ${({ theme }) => theme.sizes.navHeight};
`;
