import styled from 'styled-components';
import { up } from '../../theme';

/**
 * The side menu as a native modal `<dialog>`, styled as the kit `Sheet` and sliding as it does, in CSS alone: in
 * from the right over 500 ms when it opens (its first open frame starts off-screen, `@starting-style`), out over
 * 300 ms when it closes (`display` and the top layer stay until the slide has ended). No motion when reduced
 * motion is preferred.
 * 1. Only the open dialog is laid out: the browser's own `display: none` hides it when closed.
 */
export const StyledShell = styled.dialog`
  position: fixed;
  inset: 0 0 0 auto;
  width: 300px;
  max-width: 100vw;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  border-left: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  background: ${({ theme }) => theme.colors.bg.canvas};
  color: ${({ theme }) => theme.colors.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  transform: translateX(100%);
  ${up('sm')} {
    width: 400px;
  }

  &[open] {
    display: flex; /* 1 */
    flex-direction: column;
    transform: none;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
    opacity: 0;
  }
  &[open]::backdrop {
    opacity: 1;
  }

  @media (prefers-reduced-motion: no-preference) {
    &,
    &::backdrop {
      transition-property: transform, opacity, overlay, display;
      transition-behavior: allow-discrete;
      transition-duration: 300ms;
      transition-timing-function: ${({ theme }) => theme.motion.easing.exit};
    }
    &[open],
    &[open]::backdrop {
      transition-duration: 500ms;
      transition-timing-function: ${({ theme }) => theme.motion.easing.standard};
    }
    @starting-style {
      &[open] {
        transform: translateX(100%);
      }
      &[open]::backdrop {
        opacity: 0;
      }
    }
  }
`;

export const StyledShellHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[6]}`};
`;

export const StyledShellTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledShellBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
`;
