import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { siteConfig } from './config/site';
import { accountPaths, paths } from './routing/paths';

export interface RenderedPage {
  /** The app's markup; React 19 hoists `<title>`/`<meta>`/`<link>` from Helmet to its start. */
  html: string;
  /** The styled-components `<style>` tags for exactly the components on this page. */
  styleTags: string;
}

/** Renders one route to static HTML at build time. */
export function render(url: string): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <HelmetProvider>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </HelmetProvider>
        </StrictMode>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
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
