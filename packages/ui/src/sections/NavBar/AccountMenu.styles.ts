import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const StyledAccount = styled.div`
  position: relative;
`;

/** The avatar button's size, and its disc's; the header's placeholder for it (NavBar.styles) takes the same. */
export const avatarSize = { button: '44px', disc: '36px' } as const;

/** The avatar button: the e-mail's initial on an ember disc, ringed in the bar's text colour when open. */
export const StyledAvatarButton = styled.button`
  display: grid;
  place-items: center;
  width: ${avatarSize.button};
  height: ${avatarSize.button};
  padding: 0;
  border: 1.5px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  color: inherit;

  & > span {
    display: grid;
    place-items: center;
    width: ${avatarSize.disc};
    height: ${avatarSize.disc};
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.bg.accent};
    color: ${({ theme }) => theme.colors.fg.onAccent};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.black};
    line-height: 1;
  }
  &:hover,
  &[aria-expanded='true'] {
    border-color: currentColor;
  }
`;

/** Always a paper card, whatever tone the bar is in. */
export const StyledPanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  right: 0;
  width: max-content;
  min-width: 240px;
  max-width: calc(100vw - ${({ theme }) => theme.space[8]});
  padding: ${({ theme }) => theme.space[2]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] {
    display: none;
  }
`;

export const StyledSignedInAs = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[3]}`};
  margin-bottom: ${({ theme }) => theme.space[1]};
  border-bottom: 1.5px solid ${({ theme }) => theme.colors.border.default};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & > strong {
    display: block;
    margin-top: ${({ theme }) => theme.space[0.5]};
    overflow: hidden;
    color: ${({ theme }) => theme.colors.fg.default};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-overflow: ellipsis;
  }
`;

export const StyledMenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledMenuItem = styled.a`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: start;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  &:focus-visible {
    ${focusRing({ offset: -2 })}
  }
`;
