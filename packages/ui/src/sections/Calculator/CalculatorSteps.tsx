import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import { RadioCardGroup } from '../../primitives/RadioCardGroup';
import { Slider } from '../../primitives/Slider';
import { ToggleCard } from '../../primitives/ToggleCard';
import type { CalculatorAddOn, CalculatorChoice, CalculatorValue } from './Calculator.types';
import {
  StyledAddOns,
  StyledAddOnsFieldset,
  StyledAddOnsLegend,
  StyledStep,
  StyledStepNumber,
  StyledStepTitle,
} from './CalculatorSteps.styles';

/** Sets one field of the calculator's value; stable across renders, so unchanged steps skip re-rendering. */
export type UpdateCalculator = <K extends keyof CalculatorValue>(
  key: K,
  next: CalculatorValue[K],
) => void;

const StepTitle = ({ step, children }: { step: number; children: ReactNode }) => (
  <StyledStepTitle>
    <StyledStepNumber aria-hidden="true">{String(step).padStart(2, '0')}</StyledStepNumber>
    {children}
  </StyledStepTitle>
);

interface ChoiceStepProps<K extends 'kind' | 'speed'> {
  step: number;
  legend: string;
  field: K;
  options: readonly CalculatorChoice<CalculatorValue[K]>[];
  value: CalculatorValue[K];
  update: UpdateCalculator;
}

/** Names a radio step's fieldset with the field it sets, so the calculator can read the step's shown pick. */
export const CHOICE_FIELD_ATTRIBUTE = 'data-calculator-field';

function ChoiceStepInner<K extends 'kind' | 'speed'>({
  step,
  legend,
  field,
  options,
  value,
  update,
}: ChoiceStepProps<K>) {
  const group = useRef<HTMLFieldSetElement>(null);
  // The radios keep their checked state themselves, so a pick paints before React renders anything; the parent
  // hears of it in the first task after that paint, and hears the pick shown then, so quick taps end on the last.
  const reported = useRef<CalculatorValue[K] | null>(null);
  const reportShownPick = () => {
    const shown = group.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    const pick = options.find((option) => option.value === shown);
    if (!pick) return;
    reported.current = pick.value;
    update(field, pick.value);
  };
  // A `value` the parent sets otherwise is carried to the radios here; not a pick of theirs coming back (a newer
  // one may be shown by then), nor the first commit's (a pick made before hydration stays until it is reported).
  const rendered = useRef(value);
  useLayoutEffect(() => {
    if (rendered.current === value) return;
    rendered.current = value;
    if (value === reported.current) return;
    const radio = [...(group.current?.querySelectorAll('input') ?? [])].find(
      (input) => input.value === value,
    );
    if (radio) radio.checked = true;
  }, [value]);
  return (
    <StyledStep>
      <RadioCardGroup
        ref={group}
        {...{ [CHOICE_FIELD_ATTRIBUTE]: field }}
        legend={<StepTitle step={step}>{legend}</StepTitle>}
        options={options}
        defaultValue={value}
        onValueChange={() => requestAnimationFrame(() => setTimeout(reportShownPick, 0))}
        columns={3}
      />
    </StyledStep>
  );
}

/** A step of radio cards (kind, speed). */
// `memo` drops type parameters; the cast restores them.
export const ChoiceStep = memo(ChoiceStepInner) as typeof ChoiceStepInner;

interface PeopleStepProps {
  step: number;
  label: string;
  range: { min: number; max: number; step: number };
  value: number;
  formatPeople: (count: number) => string;
  update: UpdateCalculator;
}

/** The team-size slider step. */
export const PeopleStep = memo(function PeopleStep({
  step,
  label,
  range,
  value,
  formatPeople,
  update,
}: PeopleStepProps) {
  return (
    <StyledStep>
      <Slider
        label={<StepTitle step={step}>{label}</StepTitle>}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onValueChange={(people) => update('people', people)}
        formatValue={formatPeople}
        marks={peopleMarks(range)}
      />
    </StyledStep>
  );
});

interface AddOnsStepProps {
  step: number;
  legend: string;
  addOns: { performanceMarketing: CalculatorAddOn; extraHelp: CalculatorAddOn };
  performanceMarketing: boolean;
  extraHelp: boolean;
  update: UpdateCalculator;
}

/** The two add-on toggles. */
export const AddOnsStep = memo(function AddOnsStep({
  step,
  legend,
  addOns,
  performanceMarketing,
  extraHelp,
  update,
}: AddOnsStepProps) {
  return (
    <StyledStep>
      <StyledAddOnsFieldset>
        <StyledAddOnsLegend>
          <StepTitle step={step}>{legend}</StepTitle>
        </StyledAddOnsLegend>
        <StyledAddOns>
          <ToggleCard
            label={addOns.performanceMarketing.label}
            description={addOns.performanceMarketing.description}
            meta={addOns.performanceMarketing.priceLabel}
            checked={performanceMarketing}
            onCheckedChange={(on) => update('performanceMarketing', on)}
          />
          <ToggleCard
            label={addOns.extraHelp.label}
            description={addOns.extraHelp.description}
            meta={addOns.extraHelp.priceLabel}
            checked={extraHelp}
            onCheckedChange={(on) => update('extraHelp', on)}
          />
        </StyledAddOns>
      </StyledAddOnsFieldset>
    </StyledStep>
  );
});

function peopleMarks({ min, max, step }: { min: number; max: number; step: number }) {
  const count = Math.floor((max - min) / step) + 1;
  // Ticks only for short ranges; a dozen labels would crowd a phone-width track.
  if (count > 12) return undefined;
  return Array.from({ length: count }, (_, index) => {
    const mark = min + index * step;
    return { value: mark, label: mark };
  });
}
