import { describe, expect, it } from 'vitest';
import {
  ADD_ON_PRICE_PER_PERSON,
  AGENCY_MINIMUM,
  FREELANCER_MINIMUM,
  GROWTH_KINDS,
  PEOPLE_RANGE,
  SPEED_PRICE_PER_PERSON,
  SPEEDS,
  TEAM_RATES,
} from './constants';

// The UI reads order, prices and slider bounds straight from these tables, so they are pinned to the spec here as
// well as through the prices in calculateQuote.test.ts.
describe('pricing constants', () => {
  it('does list kinds and speeds in the order the calculator offers them', () => {
    expect(GROWTH_KINDS).toEqual(['design', 'development', 'both']);
    expect(SPEEDS).toEqual(['rush', 'fast', 'regular']);
    expect(Object.keys(TEAM_RATES)).toEqual([...GROWTH_KINDS]);
    expect(Object.keys(SPEED_PRICE_PER_PERSON)).toEqual([...SPEEDS]);
  });

  it('does hold the spec prices', () => {
    expect(TEAM_RATES).toEqual({
      design: { base: 2000, perExtraPerson: 500 },
      development: { base: 1500, perExtraPerson: 400 },
      both: { base: 3000, perExtraPerson: 800 },
    });
    expect(ADD_ON_PRICE_PER_PERSON).toEqual({ performanceMarketing: 200, extraHelp: 150 });
    expect(SPEED_PRICE_PER_PERSON).toEqual({ rush: 500, fast: 200, regular: 0 });
    expect(AGENCY_MINIMUM).toEqual({
      base: 15000,
      perExtraPerson: 2000,
      perExtraPersonWhenBoth: 4000,
    });
    expect(FREELANCER_MINIMUM).toEqual({
      base: 8000,
      perExtraPerson: 1000,
      perExtraPersonWhenBoth: 2000,
    });
  });

  it('does bound people to 1–6 in steps of 1', () => {
    expect(PEOPLE_RANGE).toEqual({ min: 1, max: 6, step: 1 });
  });
});
