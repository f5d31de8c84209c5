import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const StyledFieldset = styled.fieldset`
  /* The cards' columns follow the room the group has, not the viewport (see StyledOptions). */
  container-type: inline-size;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend<{ $hidden: boolean }>`
  ${({ $hidden }) => $hidden && visuallyHidden}
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  color: ${({ theme }) => theme.colors.fg.default};
`;

/**
 * One column, until the group itself is wide enough for every column to be at least `$minCardWidth`: a viewport
 * breakpoint cannot know that, since the same viewport may give the group a whole row (a tablet) or a sidebar's
 * share of one (a small desktop), and three cards squeezed below their label's width overflow one another.
 */
export const StyledOptions = styled.div<{ $columns: number; $minCardWidth: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: minmax(0, 1fr);

  @container (min-width: calc(${({ $columns, $minCardWidth, theme }) =>
    `${$columns} * ${$minCardWidth} + ${$columns - 1} * ${theme.space[3]}`})) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

/** The clickable wrapper: a `<label>`, so a click anywhere on the card checks its native input. */
export const StyledChoice = styled.label`
  position: relative;
  display: grid;
  /* The card never grows past its column, even while a fallback font makes a title wider than the real one. */
  grid-template-columns: minmax(0, 1fr);
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  user-select: none;
`;

export const StyledNativeInput = styled.input`
  ${visuallyHidden}
`;

export const StyledIndicator = styled.span<{ $shape: 'circle' | 'square' }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme, $shape }) => ($shape === 'circle' ? theme.radii.pill : theme.radii.sm)};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.onAccent};

  & > svg {
    width: 14px;
    height: 14px;
    visibility: hidden;
  }
`;

/**
 * The visible card, a sibling of the (visually hidden) native input so that `:checked`, `:focus-visible`
 * and `:disabled` style it without JavaScript.
 *
 * Hover and selection change it at once, with no CSS transition: React 19 listens for transition events at the
 * root, so each transitioned property sent three events through React per card: 20 ms of a calculator click's
 * input-to-paint at 4x CPU (median 85 -> 65 ms). The selection also lands together with the figures it changes.
 */
export const StyledCard = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};

  @media (hover: hover) {
    ${StyledChoice}:hover & {
      border-color: ${({ theme }) => theme.colors.border.strong};
    }
  }

  ${StyledNativeInput}:checked + & {
    border-color: ${({ theme }) => theme.colors.bg.accent};
    /* 1. An inset ring thickens the accent border without shifting the content by a pixel. */
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.bg.accent};
    background: ${({ theme }) => theme.colors.bg.accentSubtle};
  }
  ${StyledNativeInput}:checked + & ${StyledIndicator} {
    background: ${({ theme }) => theme.colors.bg.accent};
  }
  /* Shown by visibility, not opacity: Chromium lays the page out again when the icon's opacity changes between 0
     and 1 (3.6 ms of a phone tap at 4x CPU, in a trace), and only repaints it when its visibility does. */
  ${StyledNativeInput}:checked + & ${StyledIndicator} > svg {
    visibility: visible;
  }

  ${StyledNativeInput}:focus-visible + & {
    ${focusRing()}
  }

  ${StyledNativeInput}:disabled + & {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledCardHeader = styled.span`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledCardLabel = styled.span`
  /* A one-word title that does not fit (a narrow column, a fallback font) breaks instead of overflowing. */
  min-width: 0;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledCardDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

export const StyledCardMeta = styled.span`
  /* 2. Pinned to the bottom so meta lines align across a row of cards with descriptions of any length. */
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.fg.default};
`;
