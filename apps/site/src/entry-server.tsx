import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { serializeJsonLd } from '@outpace/core/seo';
import { App } from './App';
import { landingStructuredData } from './content/structuredData';
import { LandingApp } from './LandingApp';
import { siteConfig } from './config/site';
import { accountPaths, paths } from './routing/paths';

export interface RenderedPage {
  /** The page's structured data, as `<script type="application/ld+json">` tags for its <head>. */
  structuredData: string;
  /** The app's markup; React 19 hoists each page's `<title>`/`<meta>`/`<link>` to its start. */
  html: string;
  /** The styled-components `<style>` tags for exactly the components on this page. */
  styleTags: string;
}

/** The tree a path is prerendered with: exactly the one its page shell hydrates (see `shellFor`). */
function pageFor(url: string) {
  if (shellFor(url) === 'landing') return <LandingApp />;
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

/**
 * Renders one route to static HTML at build time. `prerender` (unlike `renderToString`) waits for the parts that
 * load on demand, so every page is written complete.
 */
export async function render(url: string): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(<StrictMode>{pageFor(url)}</StrictMode>),
      // Every part inline, in place: no boundary moved to the end of the page to be swapped in by a script.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const structuredData = (shellFor(url) === 'landing' ? landingStructuredData : [])
      .map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`)
      .join('');
    return { html: await text(prelude), styleTags: sheet.getStyleTags(), structuredData };
  } finally {
    sheet.seal();
  }
}

/** Routes written to static HTML at build time; `file` names the output when it is not derived from the path. */
export const prerenderRoutes: ReadonlyArray<{ path: string; file?: string }> = [
  { path: paths.home },
  { path: paths.allTemplates },
  { path: paths.saasTemplates },
  // The account pages are client-only: prerendered in their loading state (the session check has not run at build
  // time), so a direct load gets a 200 with the right title and noindex, and hydration matches. A fixed `file`
  // (which `/sign-in` resolves to on our server, Netlify and Vercel's cleanUrls) also keeps them out of the sitemap.
  ...accountPaths.map((path) => ({ path, file: `${path.slice(1)}.html` })),
  { path: '/__not-found__', file: '404.html' },
];

export { legacyRedirects } from './routing/redirects';
export const siteUrl = siteConfig.url;
