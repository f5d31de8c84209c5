import styled, { css } from 'styled-components';
import { motionOk } from '../../theme';
import { focusRing } from '../../theme/mixins';

export type AccordionTone = 'default' | 'inverse';

interface ToneProps {
  $tone: AccordionTone;
}
interface AnimateProps {
  $animate: boolean;
}

// Local custom properties per tone; the rules below only read them (Primer's Banner pattern).
const toneStyles = {
  default: css`
    --acc-rule: ${({ theme }) => theme.colors.border.strong};
    --acc-fg: ${({ theme }) => theme.colors.fg.default};
    --acc-fg-muted: ${({ theme }) => theme.colors.fg.muted};
    --acc-hover: ${({ theme }) => theme.colors.fg.accent};
    --acc-mark: ${({ theme }) => theme.colors.bg.accent};
    --acc-mark-fg: ${({ theme }) => theme.colors.fg.onAccent};
  `,
  inverse: css`
    --acc-rule: ${({ theme }) => theme.colors.border.inverse};
    --acc-fg: ${({ theme }) => theme.colors.fg.inverse};
    --acc-fg-muted: ${({ theme }) => theme.colors.fg.inverseMuted};
    --acc-hover: ${({ theme }) => theme.colors.fg.onInverseAccent};
    --acc-mark: ${({ theme }) => theme.colors.bg.accent};
    --acc-mark-fg: ${({ theme }) => theme.colors.fg.onAccent};
  `,
};

export const StyledAccordion = styled.div<ToneProps>`
  ${({ $tone }) => toneStyles[$tone]}
  border-bottom: 1.5px solid var(--acc-rule);
  color: var(--acc-fg);
`;

export const StyledItem = styled.div`
  border-top: 1.5px solid var(--acc-rule);
`;

export const StyledHeading = styled.h3`
  margin: 0;
  font: inherit;
`;

export const StyledTrigger = styled.button`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[5]} 0;
  border: 0;
  background: none;
  color: inherit;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  text-align: start;

  &:hover > span:first-child {
    color: var(--acc-hover);
  }
  &:focus-visible {
    ${focusRing({ offset: 2 })}
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** A plus that becomes a minus: the vertical bar folds away when the item is open. */
export const StyledMark = styled.span<AnimateProps>`
  position: relative;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  margin-top: -2px;
  border: 1.5px solid var(--acc-rule);
  border-radius: ${({ theme }) => theme.radii.pill};

  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 12px;
    height: 1.5px;
    margin: -0.75px 0 0 -6px;
    border-radius: 1px;
    background: currentColor;
  }
  &::after {
    transform: rotate(90deg);
  }

  [aria-expanded='true'] > & {
    border-color: var(--acc-mark);
    background: var(--acc-mark);
    color: var(--acc-mark-fg);
  }
  [aria-expanded='true'] > &::after {
    transform: rotate(0deg);
  }

  ${({ $animate, theme }) =>
    $animate &&
    css`
      ${motionOk} {
        transition:
          background-color ${theme.motion.duration.base}ms ${theme.motion.easing.standard},
          border-color ${theme.motion.duration.base}ms ${theme.motion.easing.standard};
        &::after {
          transition: transform ${theme.motion.duration.base}ms ${theme.motion.easing.standard};
        }
      }
    `}
`;

/**
 * The answer region.
 * 1. Rows from 0fr to 1fr animate the height without measuring it in JS. `visibility` hides a closed answer from
 *    screen readers and the tab order; as a discrete transition it flips at the start of an opening and at the
 *    end of a closing, so the content stays visible while it slides shut.
 * 2. Only pages with scripting hide closed answers: with JavaScript off every answer reads as open text.
 */
export const StyledPanel = styled.div<AnimateProps>`
  display: grid;
  grid-template-rows: 1fr;

  @media (scripting: enabled) {
    &[data-state='closed'] {
      grid-template-rows: 0fr;
      visibility: hidden;
    }
  }

  ${({ $animate, theme }) =>
    $animate &&
    css`
      ${motionOk} {
        transition:
          grid-template-rows ${theme.motion.duration.base}ms ${theme.motion.easing.standard},
          visibility ${theme.motion.duration.base}ms;
      }
    `}
`;

export const StyledPanelInner = styled.div`
  min-height: 0;
  overflow: hidden;
`;

export const StyledAnswer = styled.div`
  max-width: ${({ theme }) => theme.sizes.prose};
  padding: 0 ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]} 0;
  color: var(--acc-fg-muted);
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  & > p + p {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;
