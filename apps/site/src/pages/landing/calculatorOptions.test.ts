import { describe, expect, it } from 'vitest';
import { addOns, kindOptions, speedOptions } from './calculatorOptions';

describe('calculator options', () => {
  it('offers the spec kinds in order with their base prices', () => {
    expect(kindOptions.map(({ label, meta }) => [label, meta])).toEqual([
      ['Design', 'From $2,000'],
      ['Development', 'From $1,500'],
      ['Both', 'From $3,000'],
    ]);
  });

  it('offers the spec speeds with their per-person surcharges', () => {
    expect(speedOptions.map(({ label, meta }) => [label, meta])).toEqual([
      ['Rush (within 7 days)', '+$500 per person'],
      ['Fast (within 14 days)', '+$200 per person'],
      ['Regular', 'No surcharge'],
    ]);
  });

  it('prices the add-ons per person', () => {
    expect(addOns.performanceMarketing).toMatchObject({
      label: 'Performance marketing',
      priceLabel: '+$200 per person',
    });
    expect(addOns.extraHelp).toMatchObject({ label: 'Extra help', priceLabel: '+$150 per person' });
  });
});
