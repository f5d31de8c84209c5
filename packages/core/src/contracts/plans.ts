import type { Tables } from './database.types.ts';

/** A monthly tier, a row of the public `plans` table; its price is the one create-checkout charges. */
export type Plan = Tables<'plans'>;
