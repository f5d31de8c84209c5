/** Everything that names the studio or points outside the site lives here, so a rebrand touches one file. */
export const siteConfig = {
  brand: 'Outpace',
  legalName: 'Outpace Studio',
  url: import.meta.env.VITE_SITE_URL ?? 'http://127.0.0.1:4173',
  description:
    'Outpace is a growth-marketing and digital-services studio. Fixed-price design, development and performance marketing for ambitious teams.',
  keywords: [
    'growth marketing',
    'web design',
    'web development',
    'performance marketing',
    'Framer templates',
  ],
} as const;
