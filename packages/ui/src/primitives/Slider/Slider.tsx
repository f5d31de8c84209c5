import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { normalizeSliderValue } from './normalizeSliderValue';
import {
  StyledHeader,
  StyledLabel,
  StyledMark,
  StyledMarks,
  StyledRange,
  StyledRoot,
  StyledSlider,
  StyledThumb,
  StyledTrack,
  StyledValue,
} from './Slider.styles';

export interface SliderMark {
  /** Where the tick sits, in slider units. */
  value: number;
  /** Text under the tick; decorative, since the slider announces its own value. */
  label?: ReactNode;
}

export interface SliderProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** Visible label; it also names the slider for assistive tech. */
  label: ReactNode;
  /** @default 0 */
  min?: number;
  /** @default 100 */
  max?: number;
  /** Values snap to `min + k * step`. @default 1 */
  step?: number;
  /** The current value; out-of-range or off-step values are shown clamped and snapped. */
  value: number;
  /** Called with the new value, already clamped to `[min, max]` and rounded to the step. */
  onValueChange: (value: number) => void;
  /** Formats the visible value and the spoken `aria-valuetext`, e.g. `(n) => \`${n} people\``. @default String */
  formatValue?: (value: number) => string;
  /** Ticks under the track, optionally labelled. */
  marks?: readonly SliderMark[];
  /** @default false */
  disabled?: boolean;
  /** Submits the value with a form under this name. */
  name?: string;
}

/**
 * A single-value slider on Radix. Arrows move one step; Shift+arrows and Page Up/Down move ten; Home/End jump to
 * the bounds.
 */
export const Slider = forwardRef<HTMLDivElement, SliderProps>(function Slider(
  {
    label,
    min = 0,
    max = 100,
    step = 1,
    value,
    onValueChange,
    formatValue = String,
    marks,
    disabled = false,
    name,
    ...rest
  },
  ref,
) {
  const labelId = useId();
  const bounds = { min, max, step };
  const current = normalizeSliderValue(value, bounds);
  const formatted = formatValue(current);

  return (
    <StyledSlider ref={ref} {...rest}>
      <StyledHeader>
        <StyledLabel id={labelId}>{label}</StyledLabel>
        {/* The thumb already speaks the value through aria-valuetext. */}
        <StyledValue aria-hidden="true">{formatted}</StyledValue>
      </StyledHeader>
      <StyledRoot
        min={min}
        max={max}
        step={step}
        value={[current]}
        onValueChange={([next]) => {
          if (next !== undefined) onValueChange(normalizeSliderValue(next, bounds));
        }}
        disabled={disabled}
        name={name}
      >
        <StyledTrack>
          <StyledRange />
        </StyledTrack>
        <StyledThumb aria-labelledby={labelId} aria-valuetext={formatted} />
      </StyledRoot>
      {marks && marks.length > 0 && (
        <StyledMarks aria-hidden="true">
          {marks.map((mark) => (
            <StyledMark
              key={mark.value}
              style={{ left: `${((mark.value - min) / (max - min)) * 100}%` }}
            >
              {mark.label}
            </StyledMark>
          ))}
        </StyledMarks>
      )}
    </StyledSlider>
  );
});
Slider.displayName = 'Slider';
