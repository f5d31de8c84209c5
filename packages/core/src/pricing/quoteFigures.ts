import { formatUsd } from './formatUsd';
import type { Quote } from './types';

/** The figures a quote is shown with, formatted as US dollars (e.g. "$6,200"). */
export interface QuoteFigures {
  /** The quote's total. */
  readonly estimate: string;
  /** What a typical agency charges at minimum for the same team. */
  readonly agencyMinimum: string;
  /** What freelancers charge at minimum for the same team. */
  readonly freelancerMinimum: string;
  readonly savingVsAgency: string;
  readonly savingVsFreelancer: string;
}

/** The quote's total, its two comparison figures and the savings against them, ready to display. */
export function quoteFigures(quote: Quote): QuoteFigures {
  return {
    estimate: formatUsd(quote.total),
    agencyMinimum: formatUsd(quote.typicalAgencyMinimum),
    freelancerMinimum: formatUsd(quote.freelancerMinimum),
    savingVsAgency: formatUsd(quote.savingVsAgency),
    savingVsFreelancer: formatUsd(quote.savingVsFreelancer),
  };
}
