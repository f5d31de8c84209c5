import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const StyledSkipLink = styled.a`
  ${visuallyHidden}

  /* 1. Fixed and above the navigation, so it shows at the top-left whatever the scroll position. */
  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space[3]};
    left: ${({ theme }) => theme.space[3]};
    z-index: ${({ theme }) => theme.zIndices.skipLink};
    display: inline-flex;
    align-items: center;
    width: auto;
    height: auto;
    min-height: 44px;
    margin: 0;
    padding: 0 ${({ theme }) => theme.space[5]};
    overflow: visible;
    clip: auto;
    clip-path: none;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.bg.inverse};
    color: ${({ theme }) => theme.colors.fg.inverse};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  &:focus-visible {
    ${focusRing()}
  }
`;
