import { siteConfig } from '../config/site';
import shareImage from '../assets/og/share.png';

export interface SeoProps {
  /** Page title; the brand is appended (`Title | Outpace`). */
  title: string;
  description?: string;
  keywords?: readonly string[];
  /** Path or absolute URL of the canonical page. */
  canonical: string;
  /** Path or absolute URL of the share image. @default the brand share image */
  ogImage?: string;
  /** @default 'website' */
  ogType?: 'website' | 'article' | 'product';
  /** Keeps the page out of search results (account pages, 404). @default false */
  noindex?: boolean;
}

const absolute = (pathOrUrl: string) => new URL(pathOrUrl, `${siteConfig.url}/`).href;

/** Title, description, canonical, robots and social-share tags for one page. */
export function Seo({
  title,
  description = siteConfig.description,
  keywords = siteConfig.keywords,
  canonical,
  ogImage = shareImage,
  ogType = 'website',
  noindex = false,
}: SeoProps) {
  const fullTitle = `${title} | ${siteConfig.brand}`;
  const canonicalUrl = absolute(canonical);
  const imageUrl = absolute(ogImage);
  return (
    // React hoists these into <head> wherever they render, on the server and in the browser alike.
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(', ')} />
      <link rel="canonical" href={canonicalUrl} />
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={siteConfig.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonicalUrl} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
