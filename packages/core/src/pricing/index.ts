/**
 * The calculator's pricing engine (team rates, add-ons, speeds and the comparison figures): pure TypeScript
 * with no React and no network, so it can run in the browser, during prerendering and in tests alike.
 *
 * @packageDocumentation
 */
export type {
  CalculatorField,
  CalculatorInput,
  GrowthKind,
  Quote,
  Speed,
  UncheckedCalculatorInput,
} from './types';
export {
  ADD_ON_PRICE_PER_PERSON,
  AGENCY_MINIMUM,
  FREELANCER_MINIMUM,
  GROWTH_KINDS,
  PEOPLE_RANGE,
  SPEED_PRICE_PER_PERSON,
  SPEEDS,
  TEAM_RATES,
} from './constants';
export { DEFAULT_CALCULATOR_INPUT } from './defaults';
export { PricingInputError } from './PricingInputError';
export { isGrowthKind, isSpeed, normalizeInput, normalizePeople } from './normalizeInput';
export { calculateQuote } from './calculateQuote';
export { formatMoney } from './formatMoney';
export { formatUsd } from './formatUsd';
export { quoteFigures } from './quoteFigures';
export type { QuoteFigures } from './quoteFigures';
