/** The booking fallback's texts that depend on the site (the kit's defaults hold the dialog's own). */
export const bookingFallbackCopy = {
  /** The calculator's total as the mail and the request carry it. */
  estimate: (total: string) => `${total} (the site's cost calculator)`,
  throttled: 'You have sent several requests in a short time. Wait a few minutes, or email us.',
} as const;
