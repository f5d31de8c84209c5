import styled, { css } from 'styled-components';
import { Container } from '../../primitives/Container';
import { motionOk, up } from '../../theme';

/**
 * The fixed bar. Two tones: `overlay` (light text over the dark hero, on a soft scrim) and `solid` (ink text on
 * blurred paper with a crisp rule).
 * 1. Both backgrounds are pseudo-elements that cross-fade: a gradient and a colour cannot transition into each
 *    other directly. `isolation` keeps them behind the bar's content.
 * 2. `color-mix` gives the paper its translucency; browsers without it keep the solid colour declared first.
 */
export const StyledHeader = styled.header<{ $animate: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  isolation: isolate; /* 1 */
  color: ${({ theme }) => theme.colors.fg.default};

  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
  }
  /* Overlay scrim: keeps light text readable on any hero artwork. */
  &::before {
    background: linear-gradient(
      to bottom,
      color-mix(in srgb, ${({ theme }) => theme.colors.bg.inverse} 70%, transparent),
      transparent
    );
    opacity: 0;
  }
  /* Solid paper. */
  &::after {
    background: ${({ theme }) => theme.colors.bg.canvas}; /* 2 */
    background: color-mix(in srgb, ${({ theme }) => theme.colors.bg.canvas} 92%, transparent);
    backdrop-filter: blur(14px) saturate(1.4);
    border-bottom: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  }

  &[data-tone='overlay'] {
    color: ${({ theme }) => theme.colors.fg.inverse};
    &::before {
      opacity: 1;
    }
    &::after {
      opacity: 0;
    }
  }

  ${({ $animate, theme }) =>
    $animate &&
    css`
      ${motionOk} {
        transition: color ${theme.motion.duration.base}ms ${theme.motion.easing.standard};
        &::before,
        &::after {
          transition: opacity ${theme.motion.duration.base}ms ${theme.motion.easing.standard};
        }
      }
    `}
`;

/** Brand | links (centred) | actions; below `md` only brand | actions. */
export const StyledNav = styled(Container)`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  height: ${({ theme }) => theme.sizes.navHeight};

  ${up('md')} {
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => theme.space[6]};
  }
  /* Equal outer columns centre the links on the page once there is room for it. */
  ${up('lg')} {
    grid-template-columns: 1fr auto 1fr;
  }
`;

export const StyledBrand = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  color: inherit;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
  line-height: 1;
  text-decoration: none;

  &:focus-visible {
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const StyledLogoMark = styled.svg`
  flex-shrink: 0;
  width: 30px;
  height: 30px;

  .disc {
    fill: ${({ theme }) => theme.colors.bg.accent};
  }
  .glyph {
    stroke: ${({ theme }) => theme.colors.fg.onAccent};
  }
`;

export const StyledLinks = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;

  ${up('md')} {
    display: flex;
    justify-self: center;
    gap: ${({ theme }) => theme.space[6]};
  }
  ${up('lg')} {
    gap: ${({ theme }) => theme.space[10]};
  }
`;

const underlineOnHover = css`
  text-decoration: underline;
  text-decoration-color: transparent;
  text-decoration-thickness: 2px;
  text-underline-offset: 6px;

  &:hover {
    text-decoration-color: ${({ theme }) => theme.colors.bg.accent};
  }
`;

export const StyledLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  ${underlineOnHover}
`;

export const StyledActions = styled.div`
  grid-column: -2;
  justify-self: end;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  ${up('md')} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

export const StyledDesktopOnly = styled.div`
  display: none;
  ${up('md')} {
    display: flex;
  }
`;

export const StyledSignIn = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  ${underlineOnHover}
`;

/** The pill that opens the side menu; hidden from `md` up, where the links show instead. */
export const StyledMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1.5px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;

  & > svg {
    width: 18px;
    height: 18px;
  }
  ${up('md')} {
    display: none;
  }
`;
