export { Calculator, defaultCalculatorLabels, defaultFormatAnnouncement } from './Calculator';
export type { CalculatorProps } from './Calculator';
export type {
  CalculatorAddOn,
  CalculatorChoice,
  CalculatorFigures,
  CalculatorLabels,
  CalculatorValue,
} from './Calculator.types';
