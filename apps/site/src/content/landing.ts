// The landing page's own words outside its sections' content files. A module of its own: a module shared by
// several pages lands whole in one chunk, and the landing page's first script has a budget.

/** The landing page's hero eyebrow and the calculator's booking button. */
export const landingCopy = {
  heroEyebrow: 'Growth studio for ambitious teams',
  calculatorBooking: 'Book a call about this estimate',
} as const;
