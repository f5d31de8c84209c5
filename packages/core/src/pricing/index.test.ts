import { describe, expect, it } from 'vitest';
import * as pricing from './index';
import * as core from '../index';

describe('pricing entry point', () => {
  it('does expose exactly the documented runtime API, with no default export', () => {
    expect(Object.keys(pricing).sort()).toEqual(
      [
        'ADD_ON_PRICE_PER_PERSON',
        'AGENCY_MINIMUM',
        'DEFAULT_CALCULATOR_INPUT',
        'FREELANCER_MINIMUM',
        'GROWTH_KINDS',
        'PEOPLE_RANGE',
        'PricingInputError',
        'SPEEDS',
        'SPEED_PRICE_PER_PERSON',
        'TEAM_RATES',
        'calculateQuote',
        'formatMoney',
        'formatUsd',
        'isGrowthKind',
        'isSpeed',
        'normalizeInput',
        'normalizePeople',
        'quoteFigures',
      ].sort(),
    );
  });

  it('does re-export everything from the package root', () => {
    for (const [name, value] of Object.entries(pricing)) {
      expect(core).toHaveProperty(name, value);
    }
  });

  it('does price the defaults end to end', () => {
    const quote = pricing.calculateQuote(pricing.DEFAULT_CALCULATOR_INPUT);
    expect(pricing.formatUsd(quote.total)).toBe('$6,200');
    expect(pricing.formatUsd(quote.typicalAgencyMinimum)).toBe('$31,000');
    expect(pricing.formatUsd(quote.freelancerMinimum)).toBe('$16,000');
  });
});
