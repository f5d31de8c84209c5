import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { motionOk } from '../../theme';

export type SkeletonRadius = keyof DefaultTheme['radii'];

interface StyledSkeletonProps {
  $width: string;
  $height: string;
  $radius: SkeletonRadius;
  $animated: boolean;
}

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

// The default is a flat block: the placeholder still reads as "content coming" without any movement.
export const StyledSkeleton = styled.span<StyledSkeletonProps>`
  display: block;
  flex-shrink: 0;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background-color: ${({ theme }) => theme.colors.bg.subtle};

  ${({ $animated, theme }) =>
    $animated &&
    css`
      ${motionOk} {
        background-image: linear-gradient(
          90deg,
          transparent 30%,
          ${theme.colors.bg.surface} 50%,
          transparent 70%
        );
        background-size: 200% 100%;
        /* 1. Slow and even, so a page full of placeholders shimmers calmly rather than flashing. */
        animation: ${shimmer} ${theme.motion.duration.slow * 3}ms ${theme.motion.easing.standard}
          infinite;
      }
    `}
`;
