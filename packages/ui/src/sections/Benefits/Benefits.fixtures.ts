import type { BenefitItem } from './Benefits';

/** Four sample cards, worded as the studio's own (the site keeps its copy in its content folder). */
export const benefitFixtures: readonly BenefitItem[] = [
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

/** Section copy around the cards. */
export const benefitsArgs = {
  eyebrow: 'Why Outpace',
  heading: 'Benefits of working with us',
  intro:
    'A small senior team, one fixed price and a single goal: more of your visitors becoming customers.',
  benefits: benefitFixtures,
};

/** Someone else's words, to show the section is data-driven (and how long copy wraps). */
export const benefitsCustom: readonly BenefitItem[] = [
  {
    title: 'Launch in two weeks',
    description: 'A focused sprint from brief to live page, with a preview link every second day.',
    icon: 'creative',
  },
  {
    title: 'Reports in plain language',
    description:
      'A weekly note that says what changed, what it did to your numbers and what we will try next, without a dashboard tour.',
    icon: 'conversions',
  },
  {
    title: 'One price, agreed up front, including every revision round you need until launch day',
    description: 'Long titles wrap onto several lines without breaking the grid.',
    icon: 'fixed-price',
  },
  {
    title: 'Senior people only',
    description: 'Everyone on your project has shipped for at least eight years.',
    icon: 'value',
  },
];
