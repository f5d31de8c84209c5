import type { BenefitItem } from '@outpace/ui';

/** 'Benefits of working with us': the four promises, in the studio's words. */
export const benefits: readonly BenefitItem[] = [
  {
    title: 'Increase Conversions',
    description:
      'Every page we ship is built around one number: the share of visitors who act. We test headlines, offers and flows on your real traffic and keep what wins.',
    icon: 'conversions',
  },
  {
    title: 'Fixed price no hidden cost',
    description:
      'You see the full price before we start, worked out in the calculator below. Revisions, hand-off and launch support are included; the price only moves if the scope does.',
    icon: 'fixed-price',
  },
  {
    title: 'Creative Creation',
    description:
      'Original art direction, copy and illustration made for your brand, never a template with your logo swapped in. Ideas people remember, then click.',
    icon: 'creative',
  },
  {
    title: 'Cheap Labour',
    description:
      'Senior talent at studio rates. No agency overheads, no account layers, no juniors learning on your budget: the people on the call are the people doing the work.',
    icon: 'value',
  },
];
