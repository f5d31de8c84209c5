import {
  calculateQuote,
  DEFAULT_CALCULATOR_INPUT,
  formatUsd,
  PEOPLE_RANGE,
  type CalculatorInput,
} from '@outpace/core/pricing';
import { Calculator, type CalculatorFigures } from '@outpace/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { addOns, kindOptions, speedOptions } from './calculatorOptions';
import { useValueAfterNextPaint } from './useValueAfterNextPaint';

function figuresFor(input: CalculatorInput): CalculatorFigures {
  const quote = calculateQuote(input);
  return {
    estimate: formatUsd(quote.total),
    agencyMinimum: formatUsd(quote.typicalAgencyMinimum),
    freelancerMinimum: formatUsd(quote.freelancerMinimum),
    savingVsAgency: formatUsd(quote.savingVsAgency),
    savingVsFreelancer: formatUsd(quote.savingVsFreelancer),
  };
}

/**
 * The cost calculator, priced by the core engine on every change. The control the visitor touched paints its new
 * state first; the figures follow in the task after that paint (the kit re-renders its results only for new figures).
 */
export function CalculatorSection({ action }: { action?: ReactNode }) {
  const [value, setValue] = useState<CalculatorInput>(DEFAULT_CALCULATOR_INPUT);
  const pricedValue = useValueAfterNextPaint(value);
  const figures = useMemo(() => figuresFor(pricedValue), [pricedValue]);
  return (
    <Calculator
      value={value}
      onChange={setValue}
      figures={figures}
      kindOptions={kindOptions}
      speedOptions={speedOptions}
      addOns={addOns}
      peopleRange={PEOPLE_RANGE}
      action={action}
    />
  );
}
