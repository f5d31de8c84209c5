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

/** The cost calculator, priced by the core engine on every change. */
export function CalculatorSection({ action }: { action?: ReactNode }) {
  const [value, setValue] = useState<CalculatorInput>(DEFAULT_CALCULATOR_INPUT);
  const figures = useMemo(() => figuresFor(value), [value]);
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
