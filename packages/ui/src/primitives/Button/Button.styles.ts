import styled, { css } from 'styled-components';
import { focusRing, surfaceColor } from '../../theme/mixins';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyledButtonProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const sizeStyles = {
  sm: css`
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 56px;
    padding: 0 ${({ theme }) => theme.space[8]};
    font-size: ${({ theme }) => theme.fontSizes.lg};

    /* On phones narrower than 375 px a long label such as 'Book a free 15-minute call' still fits on one line,
       and where even that is too wide (a card on a 320 px screen) it wraps inside a taller pill rather than
       sticking out of the page. */
    @media (max-width: 374.98px) {
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
      font-size: ${({ theme }) => theme.fontSizes.md};
      line-height: 1.2;
      text-align: center;
      white-space: normal;
    }
  `,
};

// Each variant sets local custom properties; the shared rules below read them (one place for states).
const variantStyles = {
  primary: css`
    --btn-bg: ${({ theme }) => theme.colors.bg.accent};
    --btn-bg-hover: ${({ theme }) => theme.colors.bg.accentHover};
    --btn-fg: ${({ theme }) => theme.colors.fg.onAccent};
    --btn-border: transparent;
  `,
  // Transparent: they draw in the colours of the surface they sit on, dark on the page, light on a dark card.
  secondary: css`
    --btn-bg: transparent;
    --btn-bg-hover: ${surfaceColor('hover')};
    --btn-fg: ${surfaceColor('text')};
    --btn-border: ${surfaceColor('outline')};
  `,
  ghost: css`
    --btn-bg: transparent;
    --btn-bg-hover: ${surfaceColor('hover')};
    --btn-fg: ${surfaceColor('text')};
    --btn-border: transparent;
  `,
  inverse: css`
    --btn-bg: ${({ theme }) => theme.colors.bg.inverse};
    --btn-bg-hover: ${({ theme }) => theme.colors.bg.inverseRaised};
    --btn-fg: ${({ theme }) => theme.colors.fg.inverse};
    --btn-border: transparent;
  `,
};

export const StyledButton = styled.button<StyledButtonProps>`
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1.5px solid var(--btn-border);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: var(--btn-bg);
  color: var(--btn-fg);
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast}ms
      ${({ theme }) => theme.motion.easing.standard},
    transform ${({ theme }) => theme.motion.duration.fast}ms
      ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    background: var(--btn-bg-hover);
  }
  &:active {
    transform: translateY(1px);
  }
  &:focus-visible {
    ${focusRing()}
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
    transform: none;
  }
`;

export const StyledIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  & > svg {
    width: 1.1em;
    height: 1.1em;
  }
`;
