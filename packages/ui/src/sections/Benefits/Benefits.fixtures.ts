import type { BenefitItem } from './Benefits';

/** Four sample cards in the shape of the studio's (the site keeps its own copy in its content folder). */
export const benefitFixtures: readonly BenefitItem[] = [
  {
    title: 'Pages That Convert',
    description:
      'Each sample page is shaped around the one action a visitor should take. Headlines and offers are tried on real visits, and the better one stays.',
    icon: 'conversions',
  },
  {
    title: 'One price up front',
    description:
      'The whole price is known before the work begins. Revisions, hand-over and launch help are part of it; only a change of scope changes the price.',
    icon: 'fixed-price',
  },
  {
    title: 'Made From Scratch',
    description:
      'Art direction, words and drawings made for each client, not a stock layout with a new logo. Work that sticks in the mind, and gets the click.',
    icon: 'creative',
  },
  {
    title: 'Fair Rates',
    description:
      'Experienced people at small-team prices. No layers between you and the work: the people you meet are the people who build it.',
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
