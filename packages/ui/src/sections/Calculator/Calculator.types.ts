/** The view model of the calculator, shared by the section and its parts. */

/**
 * The calculator's inputs. `kind` and `speed` are the `value`s of the options the page offers: the kit does not
 * know the kinds of work or the speeds, so the page checks them when it prices the value.
 */
export interface CalculatorValue {
  /** The chosen `kindOptions` value (what the team works on). */
  kind: string;
  /** Team size, a whole number within `peopleRange`. */
  people: number;
  performanceMarketing: boolean;
  extraHelp: boolean;
  /** The chosen `speedOptions` value (how soon the work is delivered). */
  speed: string;
}

/** The results, already computed and formatted by the page (e.g. "$6,200"). */
export interface CalculatorFigures {
  estimate: string;
  agencyMinimum: string;
  freelancerMinimum: string;
  savingVsAgency: string;
  savingVsFreelancer: string;
}

/** One radio card: its label plus optional supporting text and a price fact. */
export interface CalculatorChoice<T extends string = string> {
  value: T;
  label: string;
  description?: string;
  /** A short price fact at the bottom of the card, e.g. "+$500 per person". */
  meta?: string;
}

/** A per-person add-on toggle. */
export interface CalculatorAddOn {
  label: string;
  description?: string;
  /** The formatted per-person price, e.g. "+$200 per person". */
  priceLabel: string;
}

/** Every fixed text of the calculator; all have defaults (`defaultCalculatorLabels`). */
export interface CalculatorLabels {
  kindLegend: string;
  peopleLabel: string;
  addOnsLegend: string;
  speedLegend: string;
  resultsTitle: string;
  estimateNote: string;
  savingVsAgency: string;
  savingVsFreelancer: string;
  agencyMinimum: string;
  freelancerMinimum: string;
  /** Label of the compact estimate bar on small screens. */
  mobileSummary: string;
  /** Prefix of the saving in the compact bar on small screens. */
  mobileSaving: string;
}
