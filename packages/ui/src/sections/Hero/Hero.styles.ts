import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { StyledButton } from '../../primitives/Button/Button.styles';
import { twoColumnTemplate, type ContainerColumn } from '../../primitives/Container';
import { Section } from '../../primitives/Section';
import { motionOk, up } from '../../theme';

export type HeroTone = 'inverse' | 'canvas';

interface ToneProps {
  $tone: HeroTone;
}

/**
 * 1. `isolation` keeps the decorative glow (z-index -1) inside the hero instead of behind the page.
 * 2. The glow and hairline grid are CSS gradients: no request, nothing to wait for before the first paint.
 */
export const StyledHero = styled(Section)<ToneProps>`
  position: relative;
  isolation: isolate;
  overflow: hidden;

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
    background:
      radial-gradient(
        60rem 36rem at 88% -6%,
        ${({ theme, $tone }) =>
            $tone === 'inverse' ? theme.colors.accentGlow : theme.colors.bg.accentSubtle}
          0%,
        transparent 70%
      ),
      linear-gradient(
        to right,
        ${({ theme, $tone }) =>
            $tone === 'inverse' ? theme.colors.border.inverse : theme.colors.border.default}
          1px,
        transparent 1px
      );
    background-size:
      100% 100%,
      calc(100% / 6) 100%;
    opacity: ${({ $tone }) => ($tone === 'inverse' ? 1 : 0.7)};
    mask-image: linear-gradient(to bottom, rgba(0, 0, 0, 0.75) 0%, transparent 70%);
  }
`;

/** From `lg`: the copy beside the image, which takes 5 of 12 parts (its `sizes` hint is worked out from this). */
export const heroMediaColumn = (theme: DefaultTheme): ContainerColumn => ({
  share: 5 / 12,
  gap: theme.space[12],
});

/**
 * 1. The fixed, transparent navigation bar sits on top of the hero: the top padding keeps the headline clear of it.
 */
export const StyledHeroGrid = styled.div<{ $hasImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[12]};
  padding-top: calc(${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space[10]});
  padding-bottom: ${({ theme }) => theme.space[16]};

  ${up('md')} {
    padding-top: calc(${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space[16]});
    padding-bottom: ${({ theme }) => theme.space[20]};
  }
  ${up('lg')} {
    grid-template-columns: ${({ $hasImage, theme }) =>
      $hasImage ? twoColumnTemplate(heroMediaColumn(theme)) : 'minmax(0, 1fr)'};
    column-gap: ${({ theme }) => heroMediaColumn(theme).gap};
    row-gap: ${({ theme }) => theme.space[16]};
    align-items: end;
  }
`;

export const StyledCopy = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[6]};
`;

export const StyledHeadline = styled.h1<ToneProps>`
  max-width: 15ch;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-optical-sizing: auto;
  line-height: 0.95;
  letter-spacing: -0.045em;
  color: ${({ theme, $tone }) =>
    $tone === 'inverse' ? theme.colors.fg.inverse : theme.colors.fg.default};

  /* 1. An emphasised word is the one ember moment of the headline; upright, so the type stays one voice. */
  em {
    font-style: normal;
    color: ${({ theme, $tone }) =>
      $tone === 'inverse' ? theme.colors.fg.onInverseAccent : theme.colors.fg.accent};
  }
`;

export const StyledTagline = styled.p<ToneProps>`
  max-width: 38rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  color: ${({ theme, $tone }) =>
    $tone === 'inverse' ? theme.colors.fg.inverseMuted : theme.colors.fg.muted};

  ${up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** On phones both actions fill the width, so the thumb target is the whole row. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  margin-top: ${({ theme }) => theme.space[2]};

  & > * {
    flex: 1 1 100%;
  }
  ${up('sm')} {
    width: auto;
    & > * {
      flex: 0 0 auto;
    }
  }
`;

/**
 * The calendar button comes from the site.
 * 1. On the dark hero a kit `Button` in this slot is redrawn as a light outline, whatever its variant, so a
 *    secondary action never disappears into the background.
 */
export const StyledCalendarSlot = styled.div<ToneProps>`
  display: flex;
  & > * {
    flex: 1 1 auto;
  }
  ${({ $tone }) =>
    $tone === 'inverse' &&
    css`
      ${StyledButton} {
        --btn-bg: transparent;
        --btn-bg-hover: ${({ theme }) => theme.colors.bg.inverseRaised};
        --btn-fg: ${({ theme }) => theme.colors.fg.inverse};
        --btn-border: ${({ theme }) => theme.colors.fg.inverseMuted};
      }
    `}
`;

export const StyledMedia = styled.div<ToneProps>`
  position: relative;
  overflow: hidden;
  border: 1.5px solid
    ${({ theme, $tone }) =>
      $tone === 'inverse' ? theme.colors.border.inverse : theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme, $tone }) =>
    $tone === 'inverse' ? theme.colors.bg.inverseRaised : theme.colors.bg.subtle};

  img {
    width: 100%;
    height: auto;
  }
`;

export const StyledTeam = styled.div<ToneProps>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1.5px solid
    ${({ theme, $tone }) =>
      $tone === 'inverse' ? theme.colors.border.inverse : theme.colors.border.strong};

  ${up('lg')} {
    grid-column: 1 / -1;
  }
`;

export const StyledTeamLabel = styled.p<ToneProps>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme, $tone }) =>
    $tone === 'inverse' ? theme.colors.fg.inverseMuted : theme.colors.fg.muted};
`;

const rise = keyframes`
  from { transform: translateY(14px); }
  to { transform: none; }
`;

/**
 * Each person is a compact credit line (portrait beside name and role): one a row on phones, two from `sm`,
 * four from `lg`, so the team is always visible without making the hero much taller than a screen.
 * 1. The entrance only moves (never fades) so nothing is hidden at first paint; `$animate` is off when the
 *    provider forces reduced motion, and the media query covers the visitor's own setting.
 */
export const StyledTeamList = styled.ul<{ $animate: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;

  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${({ $animate }) =>
    $animate &&
    css`
      ${motionOk} {
        & > li {
          animation: ${rise} ${({ theme }) => theme.motion.duration.slow * 1.4}ms
            ${({ theme }) => theme.motion.easing.standard} both;
        }
        ${[1, 2, 3, 4, 5, 6].map(
          (n) => css`
            & > li:nth-child(${n + 1}) {
              animation-delay: ${n * 70}ms;
            }
          `,
        )}
      }
    `}
`;

export const StyledMember = styled.figure`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  ${up('md')} {
    grid-template-columns: 88px minmax(0, 1fr);
  }
`;

export const StyledPortrait = styled.div<ToneProps>`
  overflow: hidden;
  aspect-ratio: 4 / 5;
  border: 1.5px solid
    ${({ theme, $tone }) =>
      $tone === 'inverse' ? theme.colors.border.inverse : theme.colors.border.strong};
  background: ${({ theme, $tone }) =>
    $tone === 'inverse' ? theme.colors.bg.inverseRaised : theme.colors.bg.subtle};
  border-radius: ${({ theme }) => theme.radii.md};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledCaption = styled.figcaption<ToneProps>`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
`;

export const StyledName = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

export const StyledRole = styled.span<ToneProps>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme, $tone }) =>
    $tone === 'inverse' ? theme.colors.fg.inverseMuted : theme.colors.fg.muted};
`;
