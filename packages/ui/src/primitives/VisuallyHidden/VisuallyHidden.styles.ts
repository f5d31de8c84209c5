import styled, { css } from 'styled-components';

/**
 * Removes content from the visual layout while keeping it in the accessibility tree.
 * 1. `display: none` or `visibility: hidden` would hide it from screen readers too, so it is clipped instead.
 * 2. `nowrap` stops some screen readers from reading the clipped text word by word.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;
