// What the build scripts (scripts/prerender.mjs) take from the site, bundled for Node by `vite build --ssr`: the
// routes to write, how to render each (renderPage.tsx), where to read the products, and the facts the static host's
// files need. The scripts import nothing else of src/.
import type { Product } from '@outpace/core/products';
import { siteConfig } from '../config/site';
import { env, LOCAL_SUPABASE_URL } from '../lib/env';
import { accountPaths, paths } from '../routing/paths';
import { templatePath } from '../routing/templatePaths';

export { render, shellFor } from './renderPage';

/** Routes written to static HTML at build time; `file` names the output when it is not derived from the path. */
export const prerenderRoutes: ReadonlyArray<{ path: string; file?: string }> = [
  { path: paths.home },
  { path: paths.allTemplates },
  { path: paths.saasTemplates },
  { path: paths.plans },
  { path: paths.privacy },
  { path: paths.terms },
  { path: paths.refunds },
  // The account pages are client-only: prerendered in their loading state (the session check has not run at build
  // time), so a direct load gets a 200 with the right title and noindex, and hydration matches. A fixed `file`
  // (which `/sign-in` resolves to on our server, Netlify and Vercel's cleanUrls) also keeps them out of the sitemap.
  ...accountPaths.map((path) => ({ path, file: `${path.slice(1)}.html` })),
  { path: '/__not-found__', file: '404.html' },
];

/** One page per template the build read, in the sitemap like the catalog. */
export function templateRoutes(products: readonly Product[] | undefined): Array<{ path: string }> {
  return (products ?? []).map((product) => ({ path: templatePath(product.slug) }));
}

export { legacyRedirects } from '../routing/redirects';
/**
 * The products API the site's scripts use, for the build to read the products from: the local server (which the
 * build starts when nothing answers there) unless VITE_SUPABASE_URL names another.
 */
export const productsApi = {
  url: env.supabaseUrl,
  anonKey: env.supabaseAnonKey,
  isLocalServer: env.supabaseUrl === LOCAL_SUPABASE_URL,
};
export { readPlansForBuild, readProductsForBuild } from './readForBuild';
export const siteUrl = siteConfig.url;
/** The localStorage key of the stored session, for the pages' inline script that reads it before the first paint. */
export { SESSION_STORAGE_KEY as sessionStorageKey } from '../lib/supabase';
