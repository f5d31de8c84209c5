import styled, { css, keyframes } from 'styled-components';
import { motionOk } from '../../theme';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const pixelSize = { sm: 16, md: 24, lg: 40 };

export const StyledSpinner = styled.span<{ $size: SpinnerSize }>`
  display: inline-flex;
  flex-shrink: 0;
  width: ${({ $size }) => pixelSize[$size]}px;
  height: ${({ $size }) => pixelSize[$size]}px;
  color: inherit;
`;

/** The static state, a quarter arc on a faint ring, still reads as "in progress" when nothing moves. */
export const StyledSpinnerGraphic = styled.svg<{ $animated: boolean }>`
  width: 100%;
  height: 100%;
  overflow: visible;

  ${({ $animated, theme }) =>
    $animated &&
    css`
      ${motionOk} {
        /* 1. Linear timing: any easing makes a continuous spin visibly stutter at the end of each turn. */
        animation: ${spin} ${theme.motion.duration.slow * 1.6}ms linear infinite;
      }
    `}
`;
