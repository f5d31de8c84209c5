// Apart from the legal pages' texts (legal.ts): the footer, on every page, carries only these.

/** The link texts of the legal pages, as the footer and the buyer's fine print show them. */
export const legalLinkLabels = {
  privacy: 'Privacy policy',
  terms: 'Terms',
  refunds: 'Refund policy',
} as const;
