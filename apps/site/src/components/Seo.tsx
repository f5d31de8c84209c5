import { Seo as KitSeo } from '@outpace/ui';
import { siteConfig } from '../config/site';
import shareImage from '../assets/og/share.png';

export interface SeoProps {
  /** Page title; the brand is appended (`Title | Outpace`). */
  title: string;
  description?: string;
  keywords?: readonly string[];
  /** Path or absolute URL of the canonical page; none for the 404 page. */
  canonical?: string;
  /** Path or absolute URL of the share image. @default the brand share image */
  ogImage?: string;
  /** The share image's size in px. @default the brand share image's, 1200 × 630 */
  ogImageSize?: { width: number; height: number };
  /** @default 'website' */
  ogType?: 'website' | 'article' | 'product';
  /** Keeps the page out of search results (account pages, 404). @default false */
  noindex?: boolean;
  /** Structured data blocks for the page. */
  structuredData?: readonly object[];
}

const absolute = (pathOrUrl: string) => new URL(pathOrUrl, `${siteConfig.url}/`).href;

/** The kit's Seo with this site's brand, origin, default copy and share image. */
export function Seo({
  title,
  description = siteConfig.description,
  keywords = siteConfig.keywords,
  canonical,
  ogImage = shareImage,
  ogImageSize = { width: 1200, height: 630 },
  ogType = 'website',
  noindex = false,
  structuredData,
}: SeoProps) {
  return (
    <KitSeo
      title={title}
      titleSuffix={siteConfig.brand}
      siteName={siteConfig.brand}
      description={description}
      keywords={keywords}
      canonicalUrl={canonical === undefined ? undefined : absolute(canonical)}
      imageUrl={absolute(ogImage)}
      imageSize={ogImageSize}
      type={ogType}
      noindex={noindex}
      structuredData={structuredData}
    />
  );
}
