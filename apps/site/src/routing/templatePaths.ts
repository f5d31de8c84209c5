import { paths } from './paths';

// Apart from paths.ts, which the landing page loads up front: only pages that show templates need these.

/** The route of a template's page; `templatePath` builds one. */
export const templateRoute = `${paths.allTemplates}/:slug`;

/** A template's page, `/all-framer-templates/<slug>`. */
export function templatePath(slug: string): string {
  return `${paths.allTemplates}/${slug}`;
}

/**
 * Whether `slug` could name a template: the shape the database's `products.slug` check allows, at most 120
 * characters. Anything else is the 404 page at once, without asking the API.
 */
export function isTemplateSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slug.length <= 120 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);
}
