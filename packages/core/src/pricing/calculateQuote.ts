import {
  ADD_ON_PRICE_PER_PERSON,
  AGENCY_MINIMUM,
  FREELANCER_MINIMUM,
  SPEED_PRICE_PER_PERSON,
  TEAM_RATES,
} from './constants';
import { normalizeInput } from './normalizeInput';
import type { CalculatorInput, Quote } from './types';

/**
 * Prices a calculator input per docs/product.md#calculator-pricing, with every line item.
 *
 * The input is normalised first, so an out-of-range or fractional people value is priced as the slider
 * would show it. Add-ons and speed are per person, i.e. multiplied by the team size. Savings keep their
 * sign (see {@link Quote}).
 *
 * @throws {PricingInputError} when the input cannot be normalised (see `normalizeInput`).
 */
export function calculateQuote(input: CalculatorInput): Quote {
  const normalized = normalizeInput(input);
  const { kind, people, performanceMarketing, extraHelp, speed } = normalized;
  const extraPeople = people - 1;

  const rate = TEAM_RATES[kind];
  // The spec states the max() explicitly; with people ≥ 1 it never bites, but it keeps the base a
  // floor should the range ever start at 0.
  const teamPrice = Math.max(rate.base, rate.base + extraPeople * rate.perExtraPerson);

  const performanceMarketingCost = performanceMarketing
    ? ADD_ON_PRICE_PER_PERSON.performanceMarketing * people
    : 0;
  const extraHelpCost = extraHelp ? ADD_ON_PRICE_PER_PERSON.extraHelp * people : 0;
  const addOnsCost = performanceMarketingCost + extraHelpCost;
  const speedCost = SPEED_PRICE_PER_PERSON[speed] * people;
  const total = teamPrice + addOnsCost + speedCost;

  const isBoth = kind === 'both';
  const typicalAgencyMinimum =
    AGENCY_MINIMUM.base +
    extraPeople * (isBoth ? AGENCY_MINIMUM.perExtraPersonWhenBoth : AGENCY_MINIMUM.perExtraPerson);
  const freelancerMinimum =
    FREELANCER_MINIMUM.base +
    extraPeople *
      (isBoth ? FREELANCER_MINIMUM.perExtraPersonWhenBoth : FREELANCER_MINIMUM.perExtraPerson);

  return Object.freeze({
    input: normalized,
    teamPrice,
    performanceMarketingCost,
    extraHelpCost,
    addOnsCost,
    speedCost,
    total,
    typicalAgencyMinimum,
    freelancerMinimum,
    savingVsAgency: typicalAgencyMinimum - total,
    savingVsFreelancer: freelancerMinimum - total,
  });
}
