import {
  ADD_ON_PRICE_PER_PERSON,
  calculateQuote,
  DEFAULT_CALCULATOR_INPUT,
  formatUsd,
  PEOPLE_RANGE,
  quoteFigures,
  SPEED_PRICE_PER_PERSON,
  TEAM_RATES,
  type CalculatorInput,
} from '@outpace/core/pricing';
import type { CalculatorProps } from './Calculator';
import type {
  CalculatorAddOn,
  CalculatorChoice,
  CalculatorFigures,
  CalculatorValue,
} from './Calculator.types';

// Sample copy around the real prices: every amount comes from the core pricing engine, as on the site.

const perPerson = (usd: number) => `+${formatUsd(usd)} per person`;
const from = (usd: number) => `From ${formatUsd(usd)}`;

/** The engine's starting input: both kinds, 5 people, no add-ons, regular speed. */
export const defaultCalculatorValue: CalculatorValue = { ...DEFAULT_CALCULATOR_INPUT };

export const kindOptionFixtures: readonly CalculatorChoice[] = [
  {
    value: 'design',
    label: 'Design',
    description: 'Brand, UI and landing pages built to convert.',
    meta: from(TEAM_RATES.design.base),
  },
  {
    value: 'development',
    label: 'Development',
    description: 'Fast, accessible builds on a modern stack.',
    meta: from(TEAM_RATES.development.base),
  },
  {
    value: 'both',
    label: 'Both',
    description: 'One team from first sketch to launch.',
    meta: from(TEAM_RATES.both.base),
  },
];

export const speedOptionFixtures: readonly CalculatorChoice[] = [
  {
    value: 'rush',
    label: 'Rush (within 7 days)',
    meta: perPerson(SPEED_PRICE_PER_PERSON.rush),
  },
  {
    value: 'fast',
    label: 'Fast (within 14 days)',
    meta: perPerson(SPEED_PRICE_PER_PERSON.fast),
  },
  { value: 'regular', label: 'Regular', meta: 'No surcharge' },
];

export const addOnFixtures: { performanceMarketing: CalculatorAddOn; extraHelp: CalculatorAddOn } =
  {
    performanceMarketing: {
      label: 'Performance marketing',
      description: 'Paid campaigns and tracking, tuned every week.',
      priceLabel: perPerson(ADD_ON_PRICE_PER_PERSON.performanceMarketing),
    },
    extraHelp: {
      label: 'Extra help',
      description: 'An extra pair of hands for reviews, QA and handover.',
      priceLabel: perPerson(ADD_ON_PRICE_PER_PERSON.extraHelp),
    },
  };

/** The figures the engine quotes for `input`, as the page shows them. */
export const figuresFor = (input: CalculatorInput): CalculatorFigures =>
  quoteFigures(calculateQuote(input));

export const defaultFigures = figuresFor(DEFAULT_CALCULATOR_INPUT);

/** The smallest team: development, 1 person, regular (the lowest estimate). */
export const minCalculatorValue: CalculatorInput = {
  kind: 'development',
  people: PEOPLE_RANGE.min,
  performanceMarketing: false,
  extraHelp: false,
  speed: 'regular',
};
export const minFigures = figuresFor(minCalculatorValue);

/** The largest team: both, 6 people, rush, both add-ons (the highest estimate). */
export const maxCalculatorValue: CalculatorInput = {
  kind: 'both',
  people: PEOPLE_RANGE.max,
  performanceMarketing: true,
  extraHelp: true,
  speed: 'rush',
};
export const maxFigures = figuresFor(maxCalculatorValue);

/** Everything but `onChange` and the call to action. */
export const calculatorArgs = {
  value: defaultCalculatorValue,
  figures: defaultFigures,
  kindOptions: kindOptionFixtures,
  speedOptions: speedOptionFixtures,
  addOns: addOnFixtures,
  peopleRange: PEOPLE_RANGE,
  intro:
    'Pick the work, size the team and set the pace. The price updates as you go, and it is the price you pay.',
} satisfies Omit<CalculatorProps, 'onChange'>;
