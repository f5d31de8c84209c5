/**
 * Everything that names the studio (its name, description and keywords) and every link that leaves the site.
 * A rebrand or a new booking tool touches this file only.
 */
export const siteConfig = {
  brand: 'Outpace',
  legalName: 'Outpace Studio',
  /** Canonical origin; absolute URLs (canonical, og:url, og:image, sitemap) are built from it. */
  url: (import.meta.env.VITE_SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, ''),
  description:
    'Outpace is a growth-marketing and digital-services studio. Fixed-price design, development and performance marketing for teams that want to move faster than their market.',
  keywords: [
    'growth marketing studio',
    'web design agency',
    'web development',
    'performance marketing',
    'Framer templates',
    'fixed price',
  ],
  social: [
    {
      label: 'Outpace on Instagram',
      name: 'Instagram',
      href: 'https://www.instagram.com/outpace.studio',
    },
    {
      label: 'Outpace on LinkedIn',
      name: 'LinkedIn',
      href: 'https://www.linkedin.com/company/outpace-studio',
    },
  ],
  booking: {
    /** The scheduling page for the free 15-minute call; the widget and its fallback both open it. */
    url: 'https://cal.com/outpace/15min',
    calLink: 'outpace/15min',
    label: 'Book a free 15-minute call',
  },
} as const;
