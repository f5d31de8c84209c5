// Renders a page of the site to static HTML at build time: the tree its shell hydrates, its styles and its data.
// The build scripts reach it through buildApi.ts.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { matchPath, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { Plan } from '@outpace/core/payments';
import type { Product } from '@outpace/core/products';
import { Products, ThemeProvider } from '@outpace/ui';
import { App } from '../App';
import { landingStructuredData } from '../content/structuredData';
import { LandingApp } from '../LandingApp';
import { LandingSeo } from '../pages/landing/LandingSeo';
import { toProductCard } from '../products/productCards';
import { productsIsland } from '../lib/productsIsland';
import { plansIsland, seedPlans } from '../payments/plansCache';
import { seedProducts } from '../lib/queryClient';
import { paths } from '../routing/paths';
import { templateRoute } from '../routing/templatePaths';

export interface RenderedPage {
  /**
   * The app's markup. React 19 hoists each page's `<title>`/`<meta>`/`<link>` to its start; on the landing page
   * its structured data blocks follow them (see `pageFor`).
   */
  html: string;
  /** The styled-components `<style>` tags for exactly the components on this page. */
  styleTags: string;
  /**
   * The data the page's scripts start from (the products or plans it lists, see productsIsland), for after the app's markup:
   * the first paint does not wait for it.
   */
  dataTags: string;
}

/**
 * The tree a path is prerendered with: the one its page shell hydrates (see `shellFor`), and for the landing page
 * its metadata before it.
 */
function pageFor(url: string) {
  // The landing page's metadata is rendered here, before the app, and not by the app its shell hydrates: its
  // structured data then opens the markup, where the prerender takes it into <head> with the hoisted tags.
  if (shellFor(url) === 'landing')
    return (
      <>
        <LandingSeo structuredData={landingStructuredData} />
        <LandingApp />
      </>
    );
  return (
    <StaticRouter location={url}>
      <App />
    </StaticRouter>
  );
}

/** Which HTML shell (and script) serves a path: the router-free landing shell for `/`, the app shell otherwise. */
export function shellFor(url: string): 'landing' | 'app' {
  return url === paths.home ? 'landing' : 'app';
}

const sampleProduct: Product = {
  id: 'sample',
  slug: 'sample',
  name: 'Sample',
  description: 'A sample template.',
  page_type: 'Landing',
  thumbnail_url: '/sample.webp',
  thumbnail_avif_url: null,
  price_type: 'Free',
  price_cents: 0,
  display_order: 1,
  preview_url: null,
  pages: [],
  features: [],
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  template_updated_on: '2026-11-20',
  licence: 'Commercial use',
  shots: [],
};

/**
 * The product cards' styles, free and paid, for the landing page's stylesheet; the markup is thrown away. The page
 * may be prerendered with its products loading (the build could not read them) or with only one kind of card, so
 * without these rules the browser could take them in as the cards first render, while the visitor scrolls, and
 * recalculate the style of the whole page (25–50 ms at 4x CPU).
 */
const productCardStyles = (
  <ThemeProvider withGlobalStyle={false}>
    <Products
      state={{
        status: 'success',
        products: [
          sampleProduct,
          { ...sampleProduct, id: 'paid', price_type: 'Paid' as const, price_cents: 2999 },
        ].map(toProductCard),
      }}
      exploreHref={paths.allTemplates}
    />
  </ThemeProvider>
);

/**
 * The pages that show products, the template pages and /plans (the templates a plan includes) among them: they are
 * prerendered with them, and carry them to the browser.
 */
const pagesWithProducts: readonly string[] = [
  paths.home,
  paths.allTemplates,
  paths.saasTemplates,
  paths.plans,
];
const showsProducts = (url: string) =>
  pagesWithProducts.includes(url) || matchPath(templateRoute, url) !== null;

/**
 * Renders one route to static HTML at build time, with the products and plans the build read from the API (none if
 * it could not: the page then shows them loading). `prerender` (unlike `renderToString`) waits for the parts that
 * load on demand, so every page is written complete.
 */
export async function render(
  url: string,
  products: Product[] | undefined,
  plans?: Plan[],
): Promise<RenderedPage> {
  const withProducts = products && showsProducts(url);
  const withPlans = plans && url === paths.plans;
  seedProducts(withProducts ? products : undefined);
  seedPlans(withPlans ? plans : undefined);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(<StrictMode>{pageFor(url)}</StrictMode>),
      // Every part inline, in place: no boundary moved to the end of the page to be swapped in by a script.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    if (shellFor(url) === 'landing') renderToString(sheet.collectStyles(productCardStyles));
    return {
      html: await text(prelude),
      styleTags: sheet.getStyleTags(),
      dataTags: `${withProducts ? productsIsland(products) : ''}${withPlans ? plansIsland(plans) : ''}`,
    };
  } finally {
    sheet.seal();
  }
}
