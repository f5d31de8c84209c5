import type { FaqItem, VideoItem } from '@outpace/core/seo';

/**
 * Everything that names the studio, its copy that is not section chrome, and every link that leaves the site.
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

export const faqItems: readonly FaqItem[] = [
  {
    question: 'What does a fixed price include?',
    answer:
      'Everything in the estimate: strategy, design or development by the number of people you chose, the add-ons you ticked, and two rounds of revisions. If the scope stays the same, the price does too.',
  },
  {
    question: 'How fast can you start?',
    answer:
      'Regular projects start within two weeks. Choose Fast and we deliver within 14 days, or Rush and we deliver within 7 days.',
  },
  {
    question: 'Do you work with in-house teams?',
    answer:
      'Yes. Most clients keep their own team and use us to add capacity: we join your Slack, follow your design system and hand over clean, documented work.',
  },
  {
    question: 'What happens on the 15-minute call?',
    answer:
      'You tell us where growth is stuck; we tell you honestly whether we can help, what it would take and what it would cost. No slides, no obligation.',
  },
];

export const studioVideo: VideoItem = {
  title: 'Inside Outpace: how a two-week sprint ships a landing page',
  description:
    'A two-minute look at how our designers, developers and marketers take a landing page from brief to launch in one sprint.',
  videoId: 'M7lc1UVf-VE',
  date: '2026-09-14',
  url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
};
