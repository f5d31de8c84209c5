import {
  ADD_ON_PRICE_PER_PERSON,
  GROWTH_KINDS,
  SPEED_OPTIONS,
  SPEEDS,
  TEAM_RATES,
  formatUsd,
  type GrowthKind,
  type Speed,
} from '@outpace/core/pricing';
import type { CalculatorAddOn, CalculatorChoice } from '@outpace/ui';

/** Option copy for the calculator; every price in it comes from the pricing engine, so copy and quote agree. */
const kindCopy: Record<GrowthKind, { label: string; description: string }> = {
  design: { label: 'Design', description: 'Brand, UI and landing pages built to convert.' },
  development: { label: 'Development', description: 'Fast, accessible builds on a modern stack.' },
  both: { label: 'Both', description: 'One team from first sketch to launch.' },
};

export const kindOptions: readonly CalculatorChoice<GrowthKind>[] = GROWTH_KINDS.map((kind) => ({
  value: kind,
  ...kindCopy[kind],
  meta: `From ${formatUsd(TEAM_RATES[kind].base)}`,
}));

export const speedOptions: readonly CalculatorChoice<Speed>[] = SPEEDS.map((speed) => {
  const { label, pricePerPerson } = SPEED_OPTIONS[speed];
  return {
    value: speed,
    label,
    meta: pricePerPerson === 0 ? 'No surcharge' : `+${formatUsd(pricePerPerson)} per person`,
  };
});

export const addOns: { performanceMarketing: CalculatorAddOn; extraHelp: CalculatorAddOn } = {
  performanceMarketing: {
    label: 'Performance marketing',
    description: 'Paid campaigns and tracking, tuned every week.',
    priceLabel: `+${formatUsd(ADD_ON_PRICE_PER_PERSON.performanceMarketing)} per person`,
  },
  extraHelp: {
    label: 'Extra help',
    description: 'An extra pair of hands for reviews, QA and handover.',
    priceLabel: `+${formatUsd(ADD_ON_PRICE_PER_PERSON.extraHelp)} per person`,
  },
};
