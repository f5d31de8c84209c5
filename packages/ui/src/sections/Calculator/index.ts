export { Calculator, defaultCalculatorLabels, defaultFormatAnnouncement } from './Calculator';
export type {
  CalculatorAddOn,
  CalculatorChoice,
  CalculatorFigures,
  CalculatorKind,
  CalculatorLabels,
  CalculatorProps,
  CalculatorSpeed,
  CalculatorValue,
} from './Calculator';
