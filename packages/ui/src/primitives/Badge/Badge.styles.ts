import styled, { css } from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'inverse';

const toneStyles = {
  neutral: css`
    background: ${({ theme }) => theme.colors.bg.subtle};
    border-color: ${({ theme }) => theme.colors.border.default};
    color: ${({ theme }) => theme.colors.fg.default};
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.bg.accent};
    border-color: ${({ theme }) => theme.colors.bg.accent};
    color: ${({ theme }) => theme.colors.fg.onAccent};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.bg.surface};
    border-color: currentColor;
    color: ${({ theme }) => theme.colors.fg.success};
  `,
  inverse: css`
    background: ${({ theme }) => theme.colors.bg.inverse};
    border-color: ${({ theme }) => theme.colors.bg.inverse};
    color: ${({ theme }) => theme.colors.fg.inverse};
  `,
};

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 26px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-width: 1.5px;
  border-style: solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.01em;
  line-height: 1;
  white-space: nowrap;
  ${({ $tone }) => toneStyles[$tone]}
`;
