/**
 * A call request left through the booking fallback (docs/product.md#booking): what the site's form sends to the
 * contact-request function, which stores it in `contact_requests` and mails it to the studio. The limits are the
 * table's checks, so the form, the function and the database refuse the same things.
 */
export interface ContactRequest {
  name: string;
  email: string;
  /** What the visitor wants to talk about. */
  need: string;
  /** The calculator's estimate as the visitor saw it, when they made one. */
  estimate?: string;
}

/** Lengths in characters (UTF-16 code units are what the form's `maxLength` counts; the table counts code points). */
export const contactRequestLimits = {
  name: 100,
  email: 255,
  need: 2000,
  estimate: 300,
} as const;

/** The studio's one contact address: the footer, the legal pages, the booking fallback and the call requests' mail. */
export const studioEmail = 'hello@outpace.studio';
