import { productFixtures, productThumbnail } from '../Products/Products.fixtures';
import type { GetTemplateState } from './GetTemplatePanel';
import type { OwnedTemplateModel } from './OwnedTemplates';
import type { TemplateDetailModel } from './TemplateDetail';

/** A Paid SaaS template as its page shows it. */
export const templateFixture: TemplateDetailModel = {
  name: 'Northwind',
  description:
    'A SaaS launch page with a live-metrics hero, feature tour and pricing, built to turn visits into trials.',
  pageType: 'SaaS',
  image: productThumbnail(
    'northwind',
    'Dark navy landing page with the headline “Analytics your whole team trusts” beside a metrics chart',
  ),
  priceLabel: '$29.99',
  isFree: false,
  previewHref: 'https://northwind.framer.website',
  pages: ['Home', 'Product tour', 'Pricing', 'Integrations', 'Changelog', 'Contact'],
  features: [
    'Annual and monthly pricing toggle',
    'CMS changelog',
    'Integrations wall',
    'Responsive down to 320 px',
  ],
};

export const templateBreadcrumb = [
  { label: 'Home', href: '/' },
  { label: 'All templates', href: '/all-framer-templates' },
  { label: 'Northwind' },
];

/** Three related cards: the same page type first. */
export const relatedFixtures = productFixtures.slice(1, 4);

const remixUrl = 'https://framer.com/projects/new?duplicate=example';

/** Every state of the get-template panel, by name. */
export const panelStates = {
  checking: { status: 'checking' },
  signedOutFree: {
    status: 'signed-out',
    isFree: true,
    priceLabel: 'Free',
    signInHref: '/sign-in?next=%2Fall-framer-templates%2Fmonofolio%3Fget%3D1',
    signUpHref: '/sign-up?next=%2Fall-framer-templates%2Fmonofolio%3Fget%3D1',
  },
  signedOutPaid: {
    status: 'signed-out',
    isFree: false,
    priceLabel: '$29.99',
    signInHref: '/sign-in?next=%2Fall-framer-templates%2Fnorthwind%3Fget%3D1',
    signUpHref: '/sign-up?next=%2Fall-framer-templates%2Fnorthwind%3Fget%3D1',
    plansHref: '/plans',
  },
  free: { status: 'free', onGet: () => {} },
  getting: { status: 'free', onGet: () => {}, isGetting: true },
  freeFailed: {
    status: 'free',
    onGet: () => {},
    error: 'We could not reach the server. Check your connection and try again.',
  },
  paid: { status: 'paid', priceLabel: '$29.99', onBuy: () => {}, plansHref: '/plans' },
  buying: {
    status: 'paid',
    priceLabel: '$29.99',
    onBuy: () => {},
    isBuying: true,
    plansHref: '/plans',
  },
  buyFailed: {
    status: 'paid',
    priceLabel: '$29.99',
    onBuy: () => {},
    error: 'The checkout could not be opened. Try again in a moment.',
    plansHref: '/plans',
  },
  confirming: { status: 'confirming' },
  owned: { status: 'owned', remixUrl },
  included: { status: 'included', remixUrl },
  error: {
    status: 'error',
    message: 'We could not check whether you have this template.',
    onRetry: () => {},
  },
} satisfies Record<string, GetTemplateState>;

export const ownedFixtures: readonly OwnedTemplateModel[] = [
  {
    id: 'fieldnote',
    name: 'Fieldnote',
    href: '/all-framer-templates/fieldnote',
    remixUrl,
    acquiredLabel: 'Got it on November 26, 2026',
  },
  {
    id: 'northwind',
    name: 'Northwind',
    href: '/all-framer-templates/northwind',
    remixUrl,
    acquiredLabel: 'Bought on November 2, 2026',
  },
];
