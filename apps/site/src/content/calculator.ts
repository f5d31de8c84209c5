import type { GrowthKind, Speed } from '@outpace/core/pricing';

/** The calculator's words: what each kind of work, speed and add-on is called. Prices come from the engine. */
export const calculatorCopy = {
  kinds: {
    design: { label: 'Design', description: 'Brand, UI and landing pages built to convert.' },
    development: {
      label: 'Development',
      description: 'Fast, accessible builds on a modern stack.',
    },
    both: { label: 'Both', description: 'One team from first sketch to launch.' },
  } satisfies Record<GrowthKind, { label: string; description: string }>,
  speeds: {
    rush: 'Rush (within 7 days)',
    fast: 'Fast (within 14 days)',
    regular: 'Regular',
  } satisfies Record<Speed, string>,
  addOns: {
    performanceMarketing: {
      label: 'Performance marketing',
      description: 'Paid campaigns and tracking, tuned every week.',
    },
    extraHelp: {
      label: 'Extra help',
      description: 'An extra pair of hands for reviews, QA and handover.',
    },
  },
  /** A kind's starting price, formatted. */
  from: (price: string) => `From ${price}`,
  /** A surcharge per person, formatted. */
  perPerson: (price: string) => `+${price} per person`,
  noSurcharge: 'No surcharge',
} as const;
