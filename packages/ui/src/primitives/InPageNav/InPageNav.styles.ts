import styled from 'styled-components';
import { up } from '../../theme';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const StyledInPageNav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** Only the list's caption from `lg` up: on phones the chips speak for themselves and the row stays one line. */
export const StyledCaption = styled.p`
  ${visuallyHidden}

  ${up('lg')} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    clip-path: none;
    white-space: normal;
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }
`;

/**
 * 1. A row that scrolls sideways rather than wrapping: the links stay one line on a 320 px phone. The padding keeps
 *    the focus ring of the first and last chip inside the scrolling box, which clips.
 * 2. From `lg` up a column ruled on the left, where the current entry's ink bar sits.
 */
export const StyledList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[1]}; /* 1 */
  margin-inline: -${({ theme }) => theme.space[1]};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;

  & > li {
    flex: none;
  }

  ${up('lg')} {
    /* 2 */
    flex-direction: column;
    gap: 0;
    margin-inline: 0;
    padding: 0;
    overflow: visible;
    border-left: 1.5px solid ${({ theme }) => theme.colors.border.default};
  }
`;

export const StyledLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-decoration: none;
  white-space: nowrap;

  &[aria-current] {
    background: ${({ theme }) => theme.colors.bg.inverse};
    color: ${({ theme }) => theme.colors.fg.inverse};
  }

  &:focus-visible {
    ${focusRing({ offset: 2 })}
  }

  ${up('lg')} {
    display: flex;
    min-height: 36px;
    margin-left: -1.5px;
    padding-inline: ${({ theme }) => theme.space[4]} 0;
    border: 0;
    border-left: 3px solid transparent;
    border-radius: 0;
    background: none;
    color: ${({ theme }) => theme.colors.fg.muted};
    white-space: normal;

    &:hover {
      color: ${({ theme }) => theme.colors.fg.default};
    }

    &[aria-current] {
      border-left-color: ${({ theme }) => theme.colors.border.strong};
      background: none;
      color: ${({ theme }) => theme.colors.fg.default};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
  }
`;
