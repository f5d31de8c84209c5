import * as RadixToast from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { motionOk, up } from '../../theme';
import { focusRing } from '../../theme/mixins';
import type { ToastVariant } from './toastStore';

export const StyledViewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;

  ${up('sm')} {
    left: auto;
    width: 420px;
    max-width: 100vw;
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const riseIn = keyframes`from { transform: translateY(calc(100% + 16px)); opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(calc(100% + 24px)); }`;
const fadeOut = keyframes`to { opacity: 0; }`;
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 24px)); }
`;

const variantStyles = {
  default: css`
    --toast-bg: ${({ theme }) => theme.colors.bg.surface};
    --toast-border: ${({ theme }) => theme.colors.border.strong};
    --toast-marker: ${({ theme }) => theme.colors.bg.accent};
    --toast-title: ${({ theme }) => theme.colors.fg.default};
  `,
  destructive: css`
    --toast-bg: ${({ theme }) => theme.colors.bg.dangerSubtle};
    --toast-border: ${({ theme }) => theme.colors.border.danger};
    --toast-marker: ${({ theme }) => theme.colors.bg.danger};
    --toast-title: ${({ theme }) => theme.colors.fg.danger};
  `,
};

export const StyledToast = styled(RadixToast.Root)<{ $variant: ToastVariant; $animate: boolean }>`
  ${({ $variant }) => variantStyles[$variant]}
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[4]} ${theme.space[5]}`};
  border: 1.5px solid var(--toast-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: var(--toast-bg);
  color: ${({ theme }) => theme.colors.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    ${focusRing()}
  }

  /* 1. Follows the finger while swiping; Radix sets these properties. */
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
  }

  ${({ $animate }) =>
    $animate &&
    css`
      ${motionOk} {
        &[data-state='open'] {
          animation: ${riseIn} ${({ theme }) => theme.motion.duration.base}ms
            ${({ theme }) => theme.motion.easing.standard};
          ${up('sm')} {
            animation-name: ${slideIn};
          }
        }
        &[data-state='closed'] {
          animation: ${fadeOut} ${({ theme }) => theme.motion.duration.fast}ms
            ${({ theme }) => theme.motion.easing.exit} forwards;
        }
        &[data-swipe='cancel'] {
          transition: transform ${({ theme }) => theme.motion.duration.fast}ms
            ${({ theme }) => theme.motion.easing.standard};
        }
        &[data-swipe='end'] {
          animation: ${swipeOut} ${({ theme }) => theme.motion.duration.fast}ms
            ${({ theme }) => theme.motion.easing.exit} forwards;
        }
      }
    `}
`;

export const StyledMarker = styled.span`
  width: 10px;
  height: 10px;
  /* 2. Centres the dot on the first line of the title (line box minus dot, halved). */
  margin-top: calc((1.3em - 10px) / 2);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: var(--toast-marker);
`;

export const StyledText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: 1px;
`;

export const StyledTitle = styled(RadixToast.Title)`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: 1.3;
  color: var(--toast-title);
`;

export const StyledDescription = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

export const StyledClose = styled(RadixToast.Close)`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin-top: -4px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.fg.default};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  &:focus-visible {
    ${focusRing({ offset: 2 })}
  }
  & > svg {
    width: 16px;
    height: 16px;
  }
`;
