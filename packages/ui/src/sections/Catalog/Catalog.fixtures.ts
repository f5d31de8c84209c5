import { productFixtures, productThumbnail } from '../Products/Products.fixtures';
import type { ProductCardModel } from '../Products';
import type { CatalogProps } from './Catalog';

/** The full catalog: the six landing-page templates plus three more, so every filter has a few cards. */
export const catalogProductFixtures: readonly ProductCardModel[] = [
  ...productFixtures,
  {
    ...productFixtures[3]!,
    id: 'ledgerly-annual',
    name: 'Ledgerly Annual',
    description:
      'The Ledgerly pricing page with a monthly and yearly switch and a plan comparison built for B2B buyers.',
    thumbnail: productThumbnail(
      'ledgerly-annual',
      'Lilac pricing page titled “Pay yearly, save two months” with a billing switch and a plan comparison table',
    ),
    href: '/templates/ledgerly-annual',
  },
  {
    ...productFixtures[0]!,
    id: 'northwind-docs',
    name: 'Northwind Docs',
    description:
      'A documentation hub for SaaS products: searchable guides, a changelog and API reference pages.',
    thumbnail: productThumbnail(
      'northwind-docs',
      'Documentation page titled “Build your first cohort” with a side navigation and a code sample',
    ),
    isFree: true,
    href: '/templates/northwind-docs',
  },
  {
    ...productFixtures[2]!,
    id: 'kiln-studio',
    name: 'Kiln Studio',
    description:
      'The Kiln agency look as a one-page studio site with a case index and a contact form.',
    thumbnail: productThumbnail(
      'kiln-studio',
      'Dark studio page with the headline “A small studio with a hot oven”, a case list and a contact form',
    ),
    href: '/templates/kiln-studio',
  },
];

/** Page types in the order the catalog offers them; 'Ecommerce' has no template yet (count 0). */
export const catalogPageTypes = ['SaaS', 'Agency', 'Portfolio', 'Startup', 'Blog', 'Ecommerce'];

/** /all-framer-templates once loaded, no filter applied. */
export const catalogArgs = {
  heading: 'Every template, one shelf',
  eyebrow: 'Catalog',
  intro:
    'Launch-ready Framer templates by the Outpace studio. Filter by the kind of page you need.',
  state: { status: 'success', products: catalogProductFixtures },
  pageTypes: catalogPageTypes,
  selectedPageType: 'all',
  onPageTypeChange: () => {},
} satisfies CatalogProps;

/** /saas-templates: the same list limited to SaaS page types by the page. */
export const saasCatalogArgs = {
  ...catalogArgs,
  heading: 'SaaS templates',
  intro: 'Launch, pricing and docs pages for software products.',
  state: {
    status: 'success',
    products: catalogProductFixtures.filter((product) => product.pageType === 'SaaS'),
  },
  pageTypes: ['SaaS'],
} satisfies CatalogProps;
