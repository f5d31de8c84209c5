import type { PlanCardModel } from './PlanCards';

/** The two tiers the site sells, as it formats them. */
export const planFixtures: readonly PlanCardModel[] = [
  {
    id: 'pro',
    name: 'Pro',
    summary: 'Every paid template, for one person building their own sites.',
    priceLabel: '$19',
    features: [
      'Every paid template while active',
      'New templates as they are released',
      'Cancel any time; keep access to the end of the month',
    ],
  },
  {
    id: 'studio',
    name: 'Studio',
    summary: 'Every paid template for a team building sites for clients.',
    priceLabel: '$49',
    features: [
      'Every paid template while active',
      'Client projects allowed',
      'Priority answers from the studio',
      'Cancel any time; keep access to the end of the month',
    ],
  },
];
