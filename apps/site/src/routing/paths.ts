/** Route paths that other code links to; deep links and tests rely on them, so they never change silently. */
export const paths = {
  home: '/',
  allTemplates: '/all-framer-templates',
  saasTemplates: '/saas-templates',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  /** Where the reset e-mail's link leads (the `send-reset-email` function builds `<SITE_URL>/reset-password`). */
  resetPassword: '/reset-password',
  account: '/account',
  /** The monthly plans (prerendered; linked from the footer and from Paid templates). */
  plans: '/plans',
  /** The legal pages (prerendered; linked from the footer, the plans and every Paid template's panel). */
  privacy: '/privacy',
  terms: '/terms',
  refunds: '/refunds',
} as const;

/** The account pages: client-only (prerendered as loading shells), `noindex`, and they need the session at once. */
export const accountPaths: readonly string[] = [
  paths.signIn,
  paths.signUp,
  paths.forgotPassword,
  paths.resetPassword,
  paths.account,
];

/** Whether `pathname` is one of the account pages (a trailing slash is ignored). */
export function isAccountPath(pathname: string): boolean {
  return accountPaths.includes(pathname.replace(/(.)\/+$/, '$1'));
}

/** Section anchors of the landing page (part of the public contract: deep links such as `/#calculator`). */
export const sectionIds = {
  hero: 'hero',
  gallery: 'gallery',
  benefits: 'benefits',
  calculator: 'calculator',
  products: 'products',
  bookCall: 'book-call',
} as const;
