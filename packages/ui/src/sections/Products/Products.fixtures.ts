import type { ProductCardModel } from './ProductCard';
import type { ProductsProps } from './Products';

// Local, deterministic thumbnails (mock template screenshots made for this kit); stories never fetch remote URLs.
const image = (name: string) =>
  new URL(`../../__fixtures__/images/product-${name}.webp`, import.meta.url).href;

/** A fixture thumbnail from `src/__fixtures__/images/product-<name>.webp` (all 800 × 500). */
export const productThumbnail = (name: string, alt: string) => ({
  src: image(name),
  width: 800,
  height: 500,
  alt,
});

/** Six templates in display order, mixing free and paid ones and several page types. */
export const productFixtures: readonly ProductCardModel[] = [
  {
    id: 'northwind',
    name: 'Northwind',
    description:
      'A SaaS launch page with a live-metrics hero, feature tour and pricing, built to turn visits into trials.',
    pageType: 'SaaS',
    thumbnail: productThumbnail(
      'northwind',
      'Dark navy landing page with the headline “Analytics your whole team trusts” beside a metrics chart',
    ),
    priceLabel: '$29.99',
    isFree: false,
    href: '/templates/northwind',
  },
  {
    id: 'fieldnote',
    name: 'Fieldnote',
    description:
      'A quiet portfolio for independent designers: big type, a project grid and case studies that breathe.',
    pageType: 'Portfolio',
    thumbnail: productThumbnail(
      'fieldnote',
      'Cream portfolio page with a large headline above three project tiles',
    ),
    priceLabel: '$29.99',
    isFree: true,
    href: '/templates/fieldnote',
  },
  {
    id: 'kiln',
    name: 'Kiln',
    description:
      'A loud, confident agency homepage with oversized headlines, proof numbers and a services index.',
    pageType: 'Agency',
    thumbnail: productThumbnail(
      'kiln',
      'Bright orange agency page with the headline “Brands that burn bright” and three key figures',
    ),
    priceLabel: '$29.99',
    isFree: false,
    href: '/templates/kiln',
  },
  {
    id: 'ledgerly',
    name: 'Ledgerly',
    description:
      'A clean pricing page for subscription products: three plans, a highlighted tier and a comparison table.',
    pageType: 'SaaS',
    thumbnail: productThumbnail(
      'ledgerly',
      'White pricing page titled “Simple pricing that scales” with three plan cards, the middle one in violet',
    ),
    priceLabel: '$29.99',
    isFree: false,
    href: '/templates/ledgerly',
  },
  {
    id: 'tidepool',
    name: 'Tidepool',
    description:
      'A waitlist page for pre-launch startups with an e-mail capture, a phone mock-up and a calm gradient.',
    pageType: 'Startup',
    thumbnail: productThumbnail(
      'tidepool',
      'Sea-green waitlist page with the headline “Calm money for busy founders” and an e-mail field',
    ),
    priceLabel: '$29.99',
    isFree: true,
    href: '/templates/tidepool',
  },
  {
    id: 'margin',
    name: 'Margin',
    description:
      'An editorial blog with a feature story, a numbered reading list and generous, readable type.',
    pageType: 'Blog',
    thumbnail: productThumbnail(
      'margin',
      'Editorial blog page with a featured essay image and a numbered list of four articles',
    ),
    priceLabel: '$29.99',
    isFree: false,
    href: '/templates/margin',
  },
];

/** The landing page section once the list has loaded. */
export const productsLoadedArgs = {
  state: { status: 'success', products: productFixtures },
} satisfies Partial<ProductsProps>;

/** While the list is loading. */
export const productsLoadingArgs = {
  state: { status: 'loading' },
} satisfies Partial<ProductsProps>;

/** A loaded but empty list. */
export const productsEmptyArgs = {
  state: { status: 'success', products: [] },
} satisfies Partial<ProductsProps>;
