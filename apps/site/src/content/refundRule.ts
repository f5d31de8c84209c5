// Apart from the footer's link texts, so that only the pages with a buy box carry it.

/**
 * The refund rule, a line for each thing sold, shown where a buyer decides (a Paid template's panel, the plans) and
 * repeated on the refund policy page, so they never disagree.
 */
export const refundRule = {
  template:
    'A template that is not what we described is refunded in full if you write to us within 14 days.',
  plan: 'A plan can be cancelled any time and stays active to the end of the month you paid for.',
} as const;
