import styled, { css, keyframes } from 'styled-components';
import { motionOk, up } from '../../theme';

export const StyledHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space[10]};

  ${up('md')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
    margin-bottom: ${({ theme }) => theme.space[12]};
  }
`;

export const StyledHeaderText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.prose};
`;

/* Loading ------------------------------------------------------------------------------------------ */

const pulse = keyframes`
  0%, 100% { opacity: 1; transform: scale(1); }
  50% { opacity: 0.35; transform: scale(0.7); }
`;

export const StyledLoading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.fg.default};
`;

export const StyledLoadingDot = styled.span`
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg.accent};

  ${motionOk} {
    animation: ${pulse} ${({ theme }) => theme.motion.duration.slow * 3}ms
      ${({ theme }) => theme.motion.easing.standard} infinite;
  }
`;

export const StyledSkeletonCard = styled.div<{ $isOddLast: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};

  /* 1. Two columns on tablets: an odd last placeholder would sit alone in its row, so it hides there. */
  ${({ $isOddLast }) =>
    $isOddLast &&
    css`
      ${up('sm')} {
        display: none;
      }
      ${up('lg')} {
        display: flex;
      }
    `}
`;

export const StyledSkeletonThumb = styled.div`
  aspect-ratio: 8 / 5;
`;

export const StyledSkeletonBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
`;

export const StyledSkeletonRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

/* Messages (empty, error, no match) --------------------------------------------------------------- */

type MessageTone = 'neutral' | 'danger';

export const StyledMessage = styled.div<{ $tone: MessageTone }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[6]};
  border: 1.5px dashed
    ${({ theme, $tone }) =>
      $tone === 'danger' ? theme.colors.border.danger : theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.bg.dangerSubtle : theme.colors.bg.surface};
  text-align: center;

  ${up('md')} {
    padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[10]};
  }
`;

export const StyledMessageIcon = styled.span<{ $tone: MessageTone }>`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.bg.surface : theme.colors.bg.accentSubtle};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.fg.danger : theme.colors.fg.accent)};

  & > svg {
    width: 28px;
    height: 28px;
  }
`;

export const StyledMessageBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 44ch;
`;

export const StyledMessageTitle = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.fg.default};
`;

export const StyledMessageText = styled.p`
  color: ${({ theme }) => theme.colors.fg.muted};
`;
