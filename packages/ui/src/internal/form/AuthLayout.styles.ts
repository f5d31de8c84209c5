import styled, { css } from 'styled-components';
import { Section } from '../../primitives/Section';
import { up } from '../../theme';
import { focusRing } from '../../theme/mixins';

/* Page band ------------------------------------------------------------------------------------------ */

/**
 * The paper canvas with a faint ink grid that fades out towards the edges, so the card sits on a "desk"
 * rather than floating in a void.
 * 1. Top padding clears the transparent navigation bar, which overlays the top of every page.
 * 2. The grid is a background image, not elements: it costs no DOM and never reaches assistive tech.
 * 3. `clip`, not `hidden`: a hidden overflow makes the band a scroll container, where the card's sticky links
 *    would stick to the band instead of the window.
 * 4. A column no wider than the band: a row that scrolls sideways inside the card (its in-page links) must not
 *    widen the card past a phone's screen.
 */
export const StyledAuthSection = styled(Section)`
  position: relative;
  isolation: isolate;
  display: grid;
  grid-template-columns: minmax(0, 1fr); /* 4 */
  place-items: start center;
  min-height: min(100svh, 1100px);
  padding-inline: ${({ theme }) => theme.space[4]};
  padding-top: calc(
    ${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space[6]}
  ); /* 1 */
  padding-bottom: ${({ theme }) => theme.space[16]};
  overflow: clip; /* 3 */

  &::before {
    /* 2 */
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background-image:
      linear-gradient(${({ theme }) => theme.colors.border.default} 1px, transparent 1px),
      linear-gradient(90deg, ${({ theme }) => theme.colors.border.default} 1px, transparent 1px);
    background-size: 48px 48px;
    background-position: center top;
    opacity: 0.55;
    mask-image: radial-gradient(ellipse 70% 60% at 50% 35%, #000 20%, transparent 75%);
  }

  ${up('md')} {
    padding-inline: ${({ theme }) => theme.space[8]};
    padding-top: calc(${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space[16]});
    padding-bottom: ${({ theme }) => theme.space[24]};
  }
`;

/* Card ----------------------------------------------------------------------------------------------- */

/**
 * 1. A hard ink offset instead of a blur: it keeps the kit's crisp-border language and reads as a printed
 *    card lying on the grid.
 * 2. The ember disc rises from behind the top corner like a seal. z-index -1 without a stacking context on
 *    the card puts it under the card but above the section's grid (the section isolates). Only from `sm` up: on
 *    a phone, right under the bar, the sliver that shows reads as something stuck behind the card.
 * 3. With in-page links the card gains a column for them from `lg` up, beside the heading and the content.
 */
export const StyledAuthCard = styled.div<{ $wide: boolean; $hasNavigation: boolean }>`
  position: relative;
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '640px' : '480px')};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  box-shadow: 6px 6px 0 ${({ theme }) => theme.colors.border.strong}; /* 1 */

  ${up('sm')} {
    padding: ${({ theme }) => theme.space[10]};
    box-shadow: 8px 8px 0 ${({ theme }) => theme.colors.border.strong};

    &::before {
      /* 2 */
      content: '';
      position: absolute;
      z-index: -1;
      border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
      border-radius: 50%;
      background: ${({ theme }) => theme.colors.bg.accent};
      top: -44px;
      right: 28px;
      width: 112px;
      height: 112px;
    }
  }

  /* 3 */
  ${({ $hasNavigation, theme }) =>
    $hasNavigation &&
    css`
      ${up('lg')} {
        display: grid;
        grid-template-columns: 12rem minmax(0, 1fr);
        grid-template-areas: 'navigation header' 'navigation body';
        column-gap: ${theme.space[12]};
        max-width: 960px;
      }
    `}
`;

export const StyledAuthHeader = styled.header`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[8]};

  & > h1,
  & > h2 {
    /* Long single words ("Check your inbox" at 375 px) wrap instead of overflowing the card. */
    overflow-wrap: anywhere;
    font-size: clamp(2rem, 1.55rem + 1.6vw, 2.75rem);
  }
  /* 1. The heading is focused by script after a state change (to announce it); it is not a control, so no ring. */
  & > h1:focus,
  & > h2:focus {
    outline: none;
  }
`;

/** The card's in-page links: under the heading on phones; a column that stays in view from `lg` up. */
export const StyledAuthNavigation = styled.div`
  margin-bottom: ${({ theme }) => theme.space[8]};

  ${up('lg')} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space[6]});
    grid-area: navigation;
    align-self: start;
    margin-bottom: 0;
  }
`;

export const StyledAuthIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  /* Pale, so it does not compete with the ember disc behind the card. */
  background: ${({ theme }) => theme.colors.bg.accentSubtle};
  color: ${({ theme }) => theme.colors.fg.default};

  & > svg {
    width: 26px;
    height: 26px;
  }
`;

export const StyledAuthIntro = styled.div`
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  overflow-wrap: anywhere;

  & strong {
    color: ${({ theme }) => theme.colors.fg.default};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const StyledAuthFooter = styled.footer`
  margin-top: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1.5px solid ${({ theme }) => theme.colors.border.default};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  & > p + p {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

/* Body ----------------------------------------------------------------------------------------------- */

export const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.fg.muted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  & > .auth-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[3]};
  }
  & > .auth-actions:not(:first-child) {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`;

/* Links ---------------------------------------------------------------------------------------------- */

/** An inline text link: ink text, an ember underline that thickens on hover. */
export const StyledAuthLink = styled.a`
  color: ${({ theme }) => theme.colors.fg.default};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colors.bg.accent};
  text-decoration-thickness: 1.5px;
  text-underline-offset: 0.2em;
  border-radius: 2px;
  transition: text-decoration-thickness ${({ theme }) => theme.motion.duration.fast}ms
    ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    text-decoration-thickness: 3px;
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

export const StyledSmallLink = styled(StyledAuthLink)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The neutral note in success states (spam folder, link lifetime). */
export const StyledNote = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.subtle};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
