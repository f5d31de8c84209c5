import { productFixtures, productThumbnail } from '../Products/Products.fixtures';
import type { GetTemplateState } from './GetTemplatePanel';
import type { OwnedTemplateModel } from './OwnedTemplates';
import type { TemplateDetailModel } from './TemplateDetail';
import type { TemplateShot } from './TemplateGallery';

const shotFile = (name: string) =>
  new URL(`../../__fixtures__/images/${name}`, import.meta.url).href;

/** A page on a desktop or a phone, in AVIF and WebP (drawn like the catalogue's shots, at their sizes). */
const shot = (viewport: TemplateShot['viewport'], page: string): TemplateShot => {
  const [file, width, height] =
    viewport === 'desktop' ? ['shot-desktop-pricing', 640, 480] : ['shot-mobile-home', 300, 600];
  return {
    image: {
      src: shotFile(`${file}.webp`),
      sources: [{ type: 'image/avif', srcSet: `${shotFile(`${file}.avif`)} ${width}w` }],
      width,
      height,
      alt: `Northwind, ${page} page on ${viewport === 'desktop' ? 'a desktop' : 'a phone'}`,
    },
    viewport,
    page,
  };
};
const desktopShot = (page: string) => shot('desktop', page);
const mobileShot = (page: string) => shot('mobile', page);

/** Three desktop pages and two phone views, the catalogue's gallery shape. */
export const templateShots: readonly TemplateShot[] = [
  desktopShot('Home'),
  desktopShot('Pricing'),
  desktopShot('Changelog'),
  mobileShot('Home'),
  mobileShot('Pricing'),
];

/** A shot whose file is not there: the gallery's missing state. */
export const missingShot: TemplateShot = {
  ...desktopShot('Integrations'),
  image: { ...desktopShot('Integrations').image, src: shotFile('missing.webp'), sources: [] },
};

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
  shots: templateShots,
  updatedOn: '2026-11-24',
  licence: { name: 'Commercial use', termsHref: '/terms', refundsHref: '/refunds' },
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
