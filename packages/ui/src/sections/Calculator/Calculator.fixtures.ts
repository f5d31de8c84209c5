import type {
  CalculatorAddOn,
  CalculatorChoice,
  CalculatorFigures,
  CalculatorKind,
  CalculatorProps,
  CalculatorSpeed,
  CalculatorValue,
} from './Calculator';

/** Spec §4 defaults: both kinds, 5 people, no add-ons, regular speed. */
export const defaultCalculatorValue: CalculatorValue = {
  kind: 'both',
  people: 5,
  performanceMarketing: false,
  extraHelp: false,
  speed: 'regular',
};

/** The radio labels of spec §2/§9, with our supporting copy and the base prices as facts. */
export const kindOptionFixtures: readonly CalculatorChoice<CalculatorKind>[] = [
  {
    value: 'design',
    label: 'Design',
    description: 'Brand, UI and landing pages built to convert.',
    meta: 'From $2,000',
  },
  {
    value: 'development',
    label: 'Development',
    description: 'Fast, accessible builds on a modern stack.',
    meta: 'From $1,500',
  },
  {
    value: 'both',
    label: 'Both',
    description: 'One team from first sketch to launch.',
    meta: 'From $3,000',
  },
];

/** Spec §9 speed labels and per-person surcharges. */
export const speedOptionFixtures: readonly CalculatorChoice<CalculatorSpeed>[] = [
  { value: 'rush', label: 'Rush (within 7 days)', meta: '+$500 per person' },
  { value: 'fast', label: 'Fast (within 14 days)', meta: '+$200 per person' },
  { value: 'regular', label: 'Regular', meta: 'No surcharge' },
];

/** Spec §9 add-ons and their per-person prices. */
export const addOnFixtures: { performanceMarketing: CalculatorAddOn; extraHelp: CalculatorAddOn } =
  {
    performanceMarketing: {
      label: 'Performance marketing',
      description: 'Paid campaigns and tracking, tuned every week.',
      priceLabel: '+$200 per person',
    },
    extraHelp: {
      label: 'Extra help',
      description: 'An extra pair of hands for reviews, QA and handover.',
      priceLabel: '+$150 per person',
    },
  };

/** Figures for the defaults, as the site's pricing engine formats them. */
export const defaultFigures: CalculatorFigures = {
  estimate: '$6,200',
  agencyMinimum: '$31,000',
  freelancerMinimum: '$16,000',
  savingVsAgency: '$24,800',
  savingVsFreelancer: '$9,800',
};

/** The smallest team: development, 1 person, regular (the lowest estimate). */
export const minCalculatorValue: CalculatorValue = {
  kind: 'development',
  people: 1,
  performanceMarketing: false,
  extraHelp: false,
  speed: 'regular',
};
export const minFigures: CalculatorFigures = {
  estimate: '$1,500',
  agencyMinimum: '$15,000',
  freelancerMinimum: '$8,000',
  savingVsAgency: '$13,500',
  savingVsFreelancer: '$6,500',
};

/** The largest team: both, 6 people, rush, both add-ons (the highest estimate). */
export const maxCalculatorValue: CalculatorValue = {
  kind: 'both',
  people: 6,
  performanceMarketing: true,
  extraHelp: true,
  speed: 'rush',
};
export const maxFigures: CalculatorFigures = {
  estimate: '$12,100',
  agencyMinimum: '$35,000',
  freelancerMinimum: '$18,000',
  savingVsAgency: '$22,900',
  savingVsFreelancer: '$5,900',
};

/** Everything but `onChange` and the call to action. */
export const calculatorArgs = {
  value: defaultCalculatorValue,
  figures: defaultFigures,
  kindOptions: kindOptionFixtures,
  speedOptions: speedOptionFixtures,
  addOns: addOnFixtures,
  intro:
    'Pick the work, size the team and set the pace. The price updates as you go, and it is the price you pay.',
} satisfies Omit<CalculatorProps, 'onChange'>;

// ---------------------------------------------------------------------------------------------------
// STORIES ONLY. The site computes figures with `@outpace/core`'s pricing engine, which this package must
// not import. This tiny copy of spec §9 lets interactive stories show live figures; a unit test pins it to
// the figures above so the two cannot drift apart unnoticed.

const RATES = {
  design: [2000, 500],
  development: [1500, 400],
  both: [3000, 800],
} as const;
const SPEED_PER_PERSON = { rush: 500, fast: 200, regular: 0 } as const;
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Story-only stand-in for the pricing engine + formatter. */
export function storyFigures(value: CalculatorValue): CalculatorFigures {
  const { kind, people, performanceMarketing, extraHelp, speed } = value;
  const extra = people - 1;
  const [base, perExtra] = RATES[kind];
  const estimate =
    Math.max(base, base + extra * perExtra) +
    (performanceMarketing ? 200 * people : 0) +
    (extraHelp ? 150 * people : 0) +
    SPEED_PER_PERSON[speed] * people;
  const agency = 15000 + extra * (kind === 'both' ? 4000 : 2000);
  const freelancer = 8000 + extra * (kind === 'both' ? 2000 : 1000);
  return {
    estimate: usd.format(estimate),
    agencyMinimum: usd.format(agency),
    freelancerMinimum: usd.format(freelancer),
    savingVsAgency: usd.format(agency - estimate),
    savingVsFreelancer: usd.format(freelancer - estimate),
  };
}
