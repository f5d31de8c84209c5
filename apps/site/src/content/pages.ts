// The app shell's public pages' copy: the catalog pages, the plans page and a template page's panel messages.

/** The two catalog pages: title, heading and intro of each. */
export const catalogCopy = {
  all: {
    title: 'All templates',
    heading: 'All templates',
    intro:
      'Every Framer template we have released, from SaaS launches to portfolios. Filter by page type.',
  },
  saas: {
    title: 'SaaS templates',
    heading: 'SaaS templates',
    intro: 'Landing pages, pricing pages and product tours made for software companies.',
  },
} as const;

/** `/plans` (docs/product.md#plans). */
export const plansCopy = {
  title: 'Plans',
  description:
    'Every paid Outpace template while your plan is active, for one monthly price. Cancel any time.',
  loadFailed: 'The plans could not be loaded. Reload the page to try again.',
  unknownPlan: 'There is no such plan: choose one below.',
  includedHeading: 'Included in every plan',
} as const;

/** A template page's panel when the account's access cannot be read or the template cannot be added. */
export const templatePanelErrors = {
  access: 'We could not check whether you have this template. Try again in a moment.',
  claim: 'We could not add this template to your account. Check your connection and try again.',
} as const;
