/** Route paths that other code links to; deep links and tests rely on them, so they never change silently. */
export const paths = {
  home: '/',
  allTemplates: '/all-framer-templates',
  saasTemplates: '/saas-templates',
} as const;

/** Section anchors of the landing page (part of the public contract: deep links such as `/#calculator`). */
export const sectionIds = {
  hero: 'hero',
  gallery: 'gallery',
  benefits: 'benefits',
  calculator: 'calculator',
  products: 'products',
  bookCall: 'book-call',
} as const;
