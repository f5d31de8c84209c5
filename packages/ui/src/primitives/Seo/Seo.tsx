import { Helmet } from 'react-helmet-async';
import { StructuredData } from './StructuredData';

export interface SeoProps {
  /** The page's own title; `titleSuffix` is appended to it (`Pricing | Brand`). */
  title: string;
  /** Appended to every title after a bar, usually the brand. @default none */
  titleSuffix?: string;
  description: string;
  keywords?: readonly string[];
  /** Absolute URL of the page's canonical address; leave it out for a page that has none, such as a 404. */
  canonicalUrl?: string;
  /** Absolute URL of the share image (Open Graph and Twitter). */
  imageUrl?: string;
  /** The share image's size in pixels, so previews can lay it out before it loads. */
  imageSize?: { width: number; height: number };
  /** @default 'website' */
  type?: 'website' | 'article' | 'product';
  /** Open Graph's `og:site_name`. */
  siteName?: string;
  /** Keeps the page out of search results (account pages, a 404). @default false */
  noindex?: boolean;
  /** Structured data objects, each written as a `<script type="application/ld+json">` block. */
  structuredData?: readonly object[];
}

/**
 * A page's metadata through react-helmet-async: title, description, keywords, canonical link, robots, Open Graph,
 * Twitter and JSON-LD. With React 19, Helmet renders plain elements and React moves the `<title>`, `<meta>` and
 * `<link>` tags into `<head>`, on the server and in the browser; they leave with the page that rendered them, so
 * after a client-side navigation only the new page's tags remain. JSON-LD blocks stay where they are rendered
 * (React hoists no inline script): a server render that wants them in `<head>` moves them there itself.
 */
export function Seo({
  title,
  titleSuffix,
  description,
  keywords = [],
  canonicalUrl,
  imageUrl,
  imageSize,
  type = 'website',
  siteName,
  noindex = false,
  structuredData = [],
}: SeoProps) {
  const fullTitle = titleSuffix ? `${title} | ${titleSuffix}` : title;
  return (
    <>
      <Helmet>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
        {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
        <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
        <meta property="og:type" content={type} />
        {siteName && <meta property="og:site_name" content={siteName} />}
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        {canonicalUrl && <meta property="og:url" content={canonicalUrl} />}
        {imageUrl && <meta property="og:image" content={imageUrl} />}
        {imageUrl && imageSize && (
          <meta property="og:image:width" content={String(imageSize.width)} />
        )}
        {imageUrl && imageSize && (
          <meta property="og:image:height" content={String(imageSize.height)} />
        )}
        <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
        {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      </Helmet>
      {structuredData.map((data, index) => (
        <StructuredData key={index} data={data} />
      ))}
    </>
  );
}
