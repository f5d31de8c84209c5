import styled, { css } from 'styled-components';
import { Container } from '../../primitives/Container';
import { up } from '../../theme';
import { visuallyHidden } from '../../theme/mixins';
import { avatarSize } from './AccountMenu.styles';

/**
 * The fixed bar. Two tones: `overlay` (light text over the dark hero, on a soft scrim) and `solid` (ink text on
 * paper with a crisp rule). The tone changes at once, without a fade: it changes as a scroll starts, and a fade of
 * the bar's text and backgrounds repainted the page for each of the scroll's first frames (at 4x CPU without a GPU,
 * most of the slow frames left at the start of a scroll past the gallery).
 * 1. Opaque paper, not a translucent one over a backdrop blur: the blur had to be redrawn for every frame of a
 *    scroll (without a GPU it more than doubled the share of slow frames while the gallery scrolled), and without it
 *    the page's text showed through.
 * 2. The rule is drawn inside the bar, so it does not add to the bar's height.
 */
export const StyledHeader = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  color: ${({ theme }) => theme.colors.fg.default};
  background: ${({ theme }) => theme.colors.bg.canvas}; /* 1 */

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-bottom: 1.5px solid ${({ theme }) => theme.colors.border.strong}; /* 2 */
    pointer-events: none;
  }

  /* The scrim keeps light text readable on any hero artwork. */
  &[data-tone='overlay'] {
    color: ${({ theme }) => theme.colors.fg.inverse};
    background: linear-gradient(
      to bottom,
      color-mix(in srgb, ${({ theme }) => theme.colors.bg.inverse} 70%, transparent),
      transparent
    );
    &::after {
      display: none;
    }
  }
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

/** On the narrowest phones (under 330 px) the logo mark stands alone, so the bar's buttons stay on screen. */
export const StyledBrandName = styled.span`
  @media (max-width: 329.98px) {
    ${visuallyHidden}
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

/**
 * Stands in for the account button while a stored session is being confirmed: a plain disc of the same size, in a
 * faint shade of the bar's text colour, so it reads as "something goes here" in either tone and is no control.
 */
export const StyledAccountPlaceholder = styled.span`
  display: grid;
  place-items: center;
  width: ${avatarSize.button};
  height: ${avatarSize.button};

  &::before {
    content: '';
    width: ${avatarSize.disc};
    height: ${avatarSize.disc};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: color-mix(in srgb, currentColor 22%, transparent);
  }
`;

/**
 * 'Sign in', the account button and the placeholder share one grid cell, aligned to the end. 'Sign in' stays laid
 * out in every state, hidden (visibility, so also from screen readers and the tab order) where another one shows:
 * the slot is always as wide as it, and nothing in the bar moves when the session becomes known.
 * While the session is pending, the page's root says which one the visitor sees: `data-stored-session`, set
 * before the first paint by a script that found a stored session, shows the placeholder; without it (no session,
 * or no script), 'Sign in'.
 */
export const StyledAuthSlot = styled.div`
  display: grid;
  align-items: center;
  justify-items: end;

  & > * {
    grid-area: 1 / 1;
  }
  &[data-state='signed-in']
    > ${StyledSignIn},
    html[data-stored-session]
    &[data-state='pending']
    > ${StyledSignIn} {
    visibility: hidden;
  }
  html:not([data-stored-session]) &[data-state='pending'] > ${StyledAccountPlaceholder} {
    display: none;
  }
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
