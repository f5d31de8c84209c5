/** The Stripe API version every request of the functions names, and whose shapes the local stand-in answers in. */
export const stripeApiVersion = '2026-10-28.endive';
