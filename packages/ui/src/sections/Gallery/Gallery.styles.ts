import styled, { css, keyframes } from 'styled-components';
import { GALLERY_MOTION } from './galleryMotion';
import { Section } from '../../primitives/Section';
import { up } from '../../theme';

export type GalleryMotionMode = 'live' | 'static' | 'still';

/**
 * 1. The zoom (up to 1.2) and the column travel reach past the page's edges; `clip` hides that without a scroll box.
 * 2. The section's passage through the viewport as a timeline (`cover`: p 0 → 1, see `galleryMotion`), for the
 *    plane and the columns inside it.
 */
export const StyledGallery = styled(Section)`
  overflow: clip; /* 1 */
  view-timeline: --gallery block; /* 2 */
`;

const { rotation, scale, shift } = GALLERY_MOTION;
const pct = (progress: number) => `${progress * 100}%`;
const tilt = keyframes`
  from { rotate: 1 0 0 ${-rotation.from}deg; }
  to { rotate: 1 0 0 ${-rotation.to}deg; }
`;
const zoom = keyframes`
  from { scale: ${scale.from}; }
  to { scale: ${scale.to}; }
`;
const drift = keyframes`
  from { translate: 0 0; }
  to { translate: 0 calc(var(--gallery-drift) * var(--gallery-shift)); }
`;

/**
 * The choreography in CSS, where the browser has scroll-driven animations: it runs on the section's timeline from
 * the first frame the visitor scrolls it, before any script, until the frame loop takes it over with the lean (see
 * `useGalleryScrollMotion`). Same ranges as `galleryMotion`; the `translate`, `rotate` and `scale` properties
 * compose in the frame loop's order, so the hand-over does not show. Elsewhere the frame loop does it all.
 */
const scrollDriven = (animation: ReturnType<typeof css>) => css`
  @supports (animation-timeline: view()) {
    @media (prefers-reduced-motion: no-preference) {
      ${animation}
    }
  }
`;
const stageAnimation = css`
  animation:
    ${tilt} linear both,
    ${zoom} linear both;
  animation-timeline: --gallery, --gallery;
  animation-range:
    cover ${pct(rotation.start)} cover ${pct(rotation.end)},
    cover ${pct(scale.start)} cover ${pct(scale.end)};
`;
const columnAnimation = css`
  animation: ${drift} linear both;
  animation-timeline: --gallery;
  animation-range: cover ${pct(shift.start)} cover ${pct(shift.end)};
`;

/**
 * The heading band sits above the moving plane: zoomed or drifting tiles slide under it (and under a short
 * fade at its lower edge) instead of over the heading.
 */
export const StyledIntroBand = styled.div`
  position: relative;
  z-index: 1;
  background: ${({ theme }) => theme.colors.bg.canvas};

  &::after {
    content: '';
    position: absolute;
    inset: 100% 0 auto;
    height: ${({ theme }) => theme.space[12]};
    background: linear-gradient(${({ theme }) => theme.colors.bg.canvas}, transparent);
    pointer-events: none;
  }
`;

export const StyledIntro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[8]};

  ${up('lg')} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
    column-gap: ${({ theme }) => theme.space[12]};
    align-items: end;
    padding-bottom: ${({ theme }) => theme.space[12]};
  }
`;

export const StyledHeadingBlock = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};

  h2 {
    max-width: 12ch;
  }
`;

export const StyledDescription = styled.p`
  max-width: 34rem;
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/**
 * The camera. 1. Perspective grows with the plane's size (about 1.4× its height) so the tilted near edge never
 * swells out of proportion on any screen.
 */
export const StyledViewport = styled.div`
  padding-top: ${({ theme }) => theme.space[8]};
  padding-inline: ${({ theme }) => theme.space[4]};
  perspective: 900px;
  perspective-origin: 50% 40%;

  ${up('md')} {
    padding-inline: ${({ theme }) => theme.space[8]};
    perspective: 1600px;
  }
  ${up('lg')} {
    perspective: 2400px;
  }
`;

/**
 * The tilted plane, hinged at its top edge (see `stageTransform`). Its default style is the resting state (upright, scale 1), which is what prerendered HTML,
 * reduced motion and browsers without JavaScript show.
 */
export const StyledStage = styled.div<{ $mode: GalleryMotionMode; $scrollDriven: boolean }>`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 1040px;
  margin-inline: auto;
  transform-origin: 50% 0%;
  will-change: ${({ $mode }) => ($mode === 'live' ? 'transform' : 'auto')};
  ${({ $scrollDriven }) => $scrollDriven && scrollDriven(stageAnimation)}

  ${up('md')} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/** 1. The middle column starts a little lower, so the wall reads as a staggered grid even at rest. */
export const StyledColumn = styled.ul<{ $mode: GalleryMotionMode; $scrollDriven: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  transform-origin: 50% 50%;
  will-change: ${({ $mode }) => ($mode === 'live' ? 'transform' : 'auto')};
  --gallery-drift: -1;
  ${({ $scrollDriven }) => $scrollDriven && scrollDriven(columnAnimation)}

  &:nth-child(2) {
    padding-top: clamp(24px, 7vw, 96px);
  }
  &:nth-child(even) {
    --gallery-drift: 1;
  }
  ${up('md')} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

export const StyledItem = styled.li`
  overflow: hidden;
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.bg.subtle};

  img {
    width: 100%;
    height: auto;
  }
  ${up('md')} {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;
