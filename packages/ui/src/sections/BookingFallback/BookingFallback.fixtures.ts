import type { BookingRequestValues } from './BookingFallback';

/** Sample props: the studio's address and an estimate as the site's calculator words it. */
export const studioAddress = 'hello@outpace.studio';
export const sampleEstimate = '$4,800 for Growth: SEO, Paid ads';

export const sampleRequest: BookingRequestValues = {
  name: 'Maya Chen',
  email: 'maya@northwind.com',
  need: 'A landing page and ads for our launch in March.',
};

/** What the site shows when the server throttles the visitor. */
export const throttledError = 'Too many requests. Try again in 9 minutes, or email us.';
