import type { CalculatorInput } from './types';

/**
 * The calculator's starting state (docs/product.md#calculator-inputs): both kinds, 5 people, no add-ons, regular speed.
 * Frozen because it is shared; spread it to derive a changed input.
 */
export const DEFAULT_CALCULATOR_INPUT: CalculatorInput = Object.freeze({
  kind: 'both',
  people: 5,
  performanceMarketing: false,
  extraHelp: false,
  speed: 'regular',
});
