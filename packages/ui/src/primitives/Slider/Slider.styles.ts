import * as RadixSlider from '@radix-ui/react-slider';
import styled from 'styled-components';
import { motionOk } from '../../theme';
import { focusRing } from '../../theme/mixins';

const THUMB_SIZE = 28;

export const StyledSlider = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.fg.default};
`;

export const StyledValue = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: 1;
  /* 1. Equal-width digits keep the label still while the value changes. */
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.fg.default};
`;

export const StyledRoot = styled(RadixSlider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  height: ${THUMB_SIZE}px;
  touch-action: none;
  user-select: none;
  cursor: pointer;

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledTrack = styled(RadixSlider.Track)`
  position: relative;
  flex-grow: 1;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border.default};
`;

export const StyledRange = styled(RadixSlider.Range)`
  position: absolute;
  height: 100%;
  background: ${({ theme }) => theme.colors.bg.accent};
`;

export const StyledThumb = styled(RadixSlider.Thumb)`
  display: block;
  width: ${THUMB_SIZE}px;
  height: ${THUMB_SIZE}px;
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: grab;

  /* 2. The ember core ties the thumb to the filled range without lowering the ink outline's contrast. */
  &::after {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: 7.5px auto;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.bg.accent};
  }

  &:focus-visible {
    ${focusRing()}
  }
  &:active {
    cursor: grabbing;
  }

  ${motionOk} {
    transition: transform ${({ theme }) => theme.motion.duration.fast}ms
      ${({ theme }) => theme.motion.easing.standard};
    &:hover,
    &:active {
      transform: scale(1.08);
    }
  }
`;

/* 3. Radix keeps the thumb inside the track, so thumb centres run from half a thumb to the end minus half a
   thumb; insetting the marks by the same amount lines each tick up with the thumb at that value. */
export const StyledMarks = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space[6]};
  margin: 0 ${THUMB_SIZE / 2}px;
`;

export const StyledMark = styled.span`
  position: absolute;
  top: 0;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[1]};
  transform: translateX(-50%);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.fg.muted};

  &::before {
    content: '';
    width: 2px;
    height: 6px;
    border-radius: 1px;
    background: ${({ theme }) => theme.colors.border.strong};
  }
`;
