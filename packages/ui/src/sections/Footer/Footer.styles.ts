import styled from 'styled-components';
import { up } from '../../theme';
import { focusRing, inverseSurface } from '../../theme/mixins';

export const StyledFooter = styled.footer`
  ${inverseSurface}
  padding-top: ${({ theme }) => theme.space[16]};
  padding-bottom: ${({ theme }) => theme.space[8]};

  ${up('md')} {
    padding-top: ${({ theme }) => theme.space[24]};
  }
`;

/** Side by side only from xl: below it the wordmark, at its size, runs into the social links' column. */
export const StyledTop = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[12]};
  padding-bottom: ${({ theme }) => theme.space[12]};

  ${up('xl')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
    column-gap: ${({ theme }) => theme.space[12]};
  }
`;

export const StyledBrandBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * 1. The ember full stop is the brand's mark; decorative, so it is drawn by CSS and never read out.
 * 2. Never below 4.5rem, except on screens too narrow for it (under 369 px), where it shrinks with the screen so
 *    that the word still fits between the page's margins at 320 px.
 */
export const StyledWordmark = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(min(4.5rem, 19.5vw), 1rem + 14vw, 11rem); /* 2 */
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 0.85;
  letter-spacing: -0.055em;

  /* 1 */
  &::after {
    content: '.';
    color: ${({ theme }) => theme.colors.fg.onInverseAccent};
  }
`;

export const StyledTagline = styled.p`
  max-width: 30rem;
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledEmail = styled.a`
  justify-self: start;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-underline-offset: 0.25em;

  &:focus-visible {
    ${focusRing()}
  }
`;

export const StyledFollow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledLabel = styled.h2`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
`;

export const StyledSocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledSocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[6]};
  border: 1.5px solid ${({ theme }) => theme.colors.fg.inverseMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  text-decoration: none;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast}ms
      ${({ theme }) => theme.motion.easing.standard},
    color ${({ theme }) => theme.motion.duration.fast}ms
      ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast}ms
      ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    background: ${({ theme }) => theme.colors.bg.accent};
    border-color: ${({ theme }) => theme.colors.bg.accent};
    color: ${({ theme }) => theme.colors.fg.onAccent};
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

export const StyledArrow = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.fg.inverse};
  color: ${({ theme }) => theme.colors.bg.inverse};

  svg {
    width: 16px;
    height: 16px;
  }
`;

export const StyledBottom = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: 1.5px solid ${({ theme }) => theme.colors.border.inverse};

  /* From lg: at md a row of six links squeezes the copyright into a column a word wide. */
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

export const StyledNavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    text-underline-offset: 0.2em;
  }
  a:hover {
    text-decoration: underline;
    text-decoration-thickness: 1.5px;
  }
  a:focus-visible {
    ${focusRing()}
  }
`;

export const StyledSmallPrint = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
