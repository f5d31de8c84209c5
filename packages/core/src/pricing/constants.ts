import type { GrowthKind, Speed } from './types';

/** Every growth kind, in the order the calculator offers them. */
export const GROWTH_KINDS = [
  'design',
  'development',
  'both',
] as const satisfies readonly GrowthKind[];

/** Every delivery speed, fastest first, in the order the calculator offers them. */
export const SPEEDS = ['rush', 'fast', 'regular'] as const satisfies readonly Speed[];

/**
 * Team price per growth kind in USD (docs/product.md#calculator-pricing): a base for one person plus a price per
 * extra person.
 */
export const TEAM_RATES = {
  design: { base: 2000, perExtraPerson: 500 },
  development: { base: 1500, perExtraPerson: 400 },
  both: { base: 3000, perExtraPerson: 800 },
} as const satisfies Record<GrowthKind, { base: number; perExtraPerson: number }>;

/** Add-on prices in USD, charged once per person on the team (docs/product.md#calculator-pricing). */
export const ADD_ON_PRICE_PER_PERSON = {
  performanceMarketing: 200,
  extraHelp: 150,
} as const;

/**
 * Delivery speed surcharges in USD, charged once per person on the team (docs/product.md#calculator-pricing). What
 * each speed is called is the site's copy (apps/site/src/content/calculator.ts).
 */
export const SPEED_PRICE_PER_PERSON = {
  rush: 500,
  fast: 200,
  regular: 0,
} as const satisfies Record<Speed, number>;

/** Allowed team sizes; also the people slider's bounds and step (docs/product.md#calculator-inputs). */
export const PEOPLE_RANGE = { min: 1, max: 6, step: 1 } as const;

/**
 * Typical agency minimum in USD: base + (people − 1) × per extra person, where a team doing both
 * kinds of work uses the higher per-person rate (docs/product.md#calculator-pricing).
 */
export const AGENCY_MINIMUM = {
  base: 15000,
  perExtraPerson: 2000,
  perExtraPersonWhenBoth: 4000,
} as const;

/**
 * Freelancer minimum in USD: base + (people − 1) × per extra person, where a team doing both
 * kinds of work uses the higher per-person rate (docs/product.md#calculator-pricing).
 */
export const FREELANCER_MINIMUM = {
  base: 8000,
  perExtraPerson: 1000,
  perExtraPersonWhenBoth: 2000,
} as const;
