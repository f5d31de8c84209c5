import {
  ADD_ON_PRICE_PER_PERSON,
  GROWTH_KINDS,
  SPEED_PRICE_PER_PERSON,
  SPEEDS,
  TEAM_RATES,
  formatUsd,
  type GrowthKind,
  type Speed,
} from '@outpace/core/pricing';
import type { CalculatorAddOn, CalculatorChoice } from '@outpace/ui';
import { calculatorCopy as copy } from '../../content/calculator';

/** The calculator's options: the site's words around the engine's prices, so copy and quote agree. */
export const kindOptions: readonly CalculatorChoice<GrowthKind>[] = GROWTH_KINDS.map((kind) => ({
  value: kind,
  ...copy.kinds[kind],
  meta: copy.from(formatUsd(TEAM_RATES[kind].base)),
}));

export const speedOptions: readonly CalculatorChoice<Speed>[] = SPEEDS.map((speed) => {
  const price = SPEED_PRICE_PER_PERSON[speed];
  return {
    value: speed,
    label: copy.speeds[speed],
    meta: price === 0 ? copy.noSurcharge : copy.perPerson(formatUsd(price)),
  };
});

export const addOns: { performanceMarketing: CalculatorAddOn; extraHelp: CalculatorAddOn } = {
  performanceMarketing: {
    ...copy.addOns.performanceMarketing,
    priceLabel: copy.perPerson(formatUsd(ADD_ON_PRICE_PER_PERSON.performanceMarketing)),
  },
  extraHelp: {
    ...copy.addOns.extraHelp,
    priceLabel: copy.perPerson(formatUsd(ADD_ON_PRICE_PER_PERSON.extraHelp)),
  },
};
