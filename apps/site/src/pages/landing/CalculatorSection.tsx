import {
  calculateQuote,
  DEFAULT_CALCULATOR_INPUT,
  normalizeInput,
  PEOPLE_RANGE,
  quoteFigures,
  type CalculatorInput,
} from '@outpace/core/pricing';
import { useValueAfterNextPaint } from '@outpace/core/scheduling';
import { Calculator } from '@outpace/ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { rememberEstimate } from '../../booking/lastEstimate';
import { addOns, kindOptions, speedOptions } from './calculatorOptions';

/**
 * The cost calculator, priced by the core engine on every change: the kit reports the visitor's choices, the
 * engine checks them (`normalizeInput`) and prices them. The control the visitor touched paints its new state
 * first; the figures follow in the task after that paint (the kit re-renders its results only for new figures).
 */
export function CalculatorSection({ action }: { action?: ReactNode }) {
  const [value, setValue] = useState<CalculatorInput>(DEFAULT_CALCULATOR_INPUT);
  const pricedValue = useValueAfterNextPaint(value);
  const figures = useMemo(() => quoteFigures(calculateQuote(pricedValue)), [pricedValue]);
  // Only an estimate the visitor made goes with a call request: the untouched default is nobody's estimate.
  useEffect(() => {
    if (pricedValue !== DEFAULT_CALCULATOR_INPUT) rememberEstimate(figures.estimate);
  }, [pricedValue, figures.estimate]);
  return (
    <Calculator
      value={value}
      onChange={(next) => setValue(normalizeInput(next))}
      figures={figures}
      kindOptions={kindOptions}
      speedOptions={speedOptions}
      addOns={addOns}
      peopleRange={PEOPLE_RANGE}
      action={action}
    />
  );
}
