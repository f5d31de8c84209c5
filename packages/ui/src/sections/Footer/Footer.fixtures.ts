import type { FooterLink, FooterProps, FooterSocialLink } from './Footer';

/** Exactly two external profiles, as on the landing page. */
export const footerSocial: readonly FooterSocialLink[] = [
  {
    name: 'Instagram',
    label: 'Outpace on Instagram',
    href: 'https://www.instagram.com/outpace.studio',
  },
  {
    name: 'LinkedIn',
    label: 'Outpace on LinkedIn',
    href: 'https://www.linkedin.com/company/outpace-studio',
  },
];

export const footerLinks: readonly FooterLink[] = [
  { label: 'Services', href: '/#calculator' },
  { label: 'Templates', href: '/all-framer-templates' },
  { label: 'Book a call', href: '/#book-call' },
  { label: 'Privacy policy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Refund policy', href: '/refunds' },
];

export const footerEmail = 'hello@studio.example';

export const footerArgs = {
  brand: 'Outpace',
  tagline: 'Design, development and growth for teams that want to move faster than their market.',
  social: footerSocial,
  year: 2026,
  legalName: 'Outpace Studio',
} satisfies FooterProps;
