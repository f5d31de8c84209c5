import styled, { css } from 'styled-components';
import { motionOk } from '../../theme';
import { focusRing, inverseSurface } from '../../theme/mixins';
import { Picture } from '../Picture';

/**
 * The fixed 16:9 box: poster and player fill it exactly, so the swap moves nothing on the page.
 * 1. `isolation` keeps the overlay layers' stacking inside the facade.
 * 2. The caption sizes itself to the facade's own width (container queries), not to the viewport.
 */
export const StyledFrame = styled.div`
  position: relative;
  isolation: isolate; /* 1 */
  container-type: inline-size; /* 2 */
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  ${inverseSurface}
`;

const fill = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

export const StyledPosterImage = styled(Picture)`
  ${fill}
  object-fit: cover;
`;

export const StyledPlayDisc = styled.span<{ $animate: boolean }>`
  grid-area: 1 / 1;
  place-self: center;
  display: grid;
  place-items: center;
  width: clamp(56px, 14%, 88px);
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg.accent};
  color: ${({ theme }) => theme.colors.fg.onAccent};
  box-shadow:
    0 0 0 6px color-mix(in srgb, ${({ theme }) => theme.colors.bg.accent} 28%, transparent),
    ${({ theme }) => theme.shadows.lg};

  & > svg {
    width: 36%;
    height: 36%;
    margin-left: 6%;
  }

  ${({ $animate, theme }) =>
    $animate &&
    css`
      ${motionOk} {
        transition:
          transform ${theme.motion.duration.base}ms ${theme.motion.easing.emphasized},
          box-shadow ${theme.motion.duration.base}ms ${theme.motion.easing.standard};
        button:hover > & {
          transform: scale(1.06);
        }
      }
    `}
`;

/**
 * The whole poster is the button (a big target). The scrim darkens the bottom so the title stays readable on
 * any poster.
 */
export const StyledPlayButton = styled.button`
  ${fill}
  display: grid;
  padding: 0;
  border: 0;
  border-radius: inherit;
  background: linear-gradient(
    to top,
    color-mix(in srgb, ${({ theme }) => theme.colors.bg.inverse} 92%, transparent) 0%,
    color-mix(in srgb, ${({ theme }) => theme.colors.bg.inverse} 55%, transparent) 32%,
    transparent 62%
  );
  color: inherit;
  text-align: start;

  &:hover ${StyledPlayDisc} {
    box-shadow:
      0 0 0 10px color-mix(in srgb, ${({ theme }) => theme.colors.bg.accent} 32%, transparent),
      ${({ theme }) => theme.shadows.lg};
  }
  &:focus-visible {
    ${focusRing({ width: 3, offset: -3 })}
  }
`;

/** Shares the button's single grid cell with the disc, so the disc stays centred in the whole frame. */
export const StyledCaption = styled.span<{ $hasDuration: boolean }>`
  grid-area: 1 / 1;
  align-self: end;
  display: block;
  padding: ${({ theme }) => theme.space[4]};
  /* Leaves room for the duration badge, which sits over the same corner. */
  padding-right: ${({ theme, $hasDuration }) => ($hasDuration ? '72px' : theme.space[4])};

  @container (min-width: 420px) {
    padding: ${({ theme }) => theme.space[6]};
    padding-right: ${({ theme, $hasDuration }) => ($hasDuration ? '88px' : theme.space[6])};
  }
`;

export const StyledTitle = styled.span`
  display: block;
  max-width: 32ch;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  text-wrap: balance;

  @container (max-width: 359px) {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  @container (min-width: 420px) {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  @container (min-width: 640px) {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** Pinned to the caption's bottom-right corner, over the button; clicks pass through to it. */
export const StyledDuration = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 1.5px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  pointer-events: none;

  @container (min-width: 420px) {
    right: ${({ theme }) => theme.space[6]};
    bottom: ${({ theme }) => theme.space[6]};
  }
`;

export const StyledIframe = styled.iframe`
  ${fill}
  border: 0;
`;

/**
 * When the player cannot load: the poster dimmed under a plain notice, centred, with its link to the host.
 * 1. The frame's own colours (an inverse surface) at rest over the dimmed poster.
 */
export const StyledUnavailable = styled.div`
  ${fill}
  display: grid;
  place-content: center;
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  background: color-mix(
    in srgb,
    ${({ theme }) => theme.colors.bg.inverse} 86%,
    transparent
  ); /* 1 */
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  text-wrap: balance;

  & a {
    color: inherit;
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.fg.onInverseAccent};
    text-underline-offset: 0.25em;
  }
  & a:focus-visible {
    ${focusRing({ offset: 2 })}
  }
`;
