/** What the visitor wants the team to grow: design work, development work, or both. */
export type GrowthKind = 'design' | 'development' | 'both';

/** How soon the work is delivered; faster delivery costs more per person. */
export type Speed = 'rush' | 'fast' | 'regular';

/** The calculator's choices, as the visitor makes them. */
export interface CalculatorInput {
  /** Which kind of growth work is quoted. */
  readonly kind: GrowthKind;
  /** Team size, a whole number from 1 to 6 once normalised. */
  readonly people: number;
  /** Performance-marketing add-on, charged per person. */
  readonly performanceMarketing: boolean;
  /** Extra-help add-on, charged per person. */
  readonly extraHelp: boolean;
  /** Delivery speed, charged per person. */
  readonly speed: Speed;
}

/** The name of one calculator field; used to say which field was invalid. */
export type CalculatorField = keyof CalculatorInput;

/**
 * A calculator input whose fields have not been checked yet, e.g. parsed from a URL or a form.
 * `normalizeInput` turns it into a {@link CalculatorInput} or throws.
 */
export type UncheckedCalculatorInput = { readonly [Field in CalculatorField]: unknown };

/**
 * A price estimate with every line item, in whole US dollars.
 *
 * Savings are `comparison − total` and keep their sign: a negative saving would mean the quote costs more
 * than the comparison figure. With the spec's numbers and the 1–6 people range every saving is positive,
 * but the sign is kept rather than clamped so a future price change cannot silently hide that.
 */
export interface Quote {
  /** The normalised input the quote was computed from (people clamped and rounded). */
  readonly input: CalculatorInput;
  /** max(base, base + (people − 1) × per-extra-person) for the chosen kind. */
  readonly teamPrice: number;
  /** Performance-marketing add-on for the whole team (0 when off). */
  readonly performanceMarketingCost: number;
  /** Extra-help add-on for the whole team (0 when off). */
  readonly extraHelpCost: number;
  /** Sum of both add-ons. */
  readonly addOnsCost: number;
  /** Delivery-speed surcharge for the whole team (0 for regular). */
  readonly speedCost: number;
  /** teamPrice + addOnsCost + speedCost. */
  readonly total: number;
  /** Comparison figure: what a typical agency charges at minimum for the same team size. */
  readonly typicalAgencyMinimum: number;
  /** Comparison figure: what freelancers charge at minimum for the same team size. */
  readonly freelancerMinimum: number;
  /** typicalAgencyMinimum − total; negative if the quote were dearer (see the interface note). */
  readonly savingVsAgency: number;
  /** freelancerMinimum − total; negative if the quote were dearer (see the interface note). */
  readonly savingVsFreelancer: number;
}
