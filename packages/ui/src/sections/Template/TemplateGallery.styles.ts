import styled from 'styled-components';
import { focusRing } from '../../theme';

export const StyledGallery = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[16]};
  padding-top: ${({ theme }) => theme.space[10]};
  border-top: 1.5px solid ${({ theme }) => theme.colors.border.strong};

  /* At desktop widths a shot drawn full width would fill the screen several times over: about the thumbnail's size. */
  & > div {
    width: 100%;
    max-width: 56rem;
  }
`;

/** One slide per view, snapped: a swipe on a touch screen is the track's own scroll. */
export const StyledTrack = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.subtle};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border.default};

  &:focus-visible {
    ${focusRing()}
  }
`;

export const StyledSlide = styled.li`
  scroll-snap-align: start;
  padding: ${({ theme }) => theme.space[4]};

  /* Every slide keeps a desktop shot's shape, so the track does not jump between a desktop and a phone view; a
     shot is fitted inside it whole. */
  & > div {
    position: relative;
    aspect-ratio: 4 / 3;
  }

  & img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const StyledMissing = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border: 1.5px dashed ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};

  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.fg.muted};
    font-variant-numeric: tabular-nums;
  }

  & strong {
    color: ${({ theme }) => theme.colors.fg.default};
  }

  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
