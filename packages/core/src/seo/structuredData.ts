/** schema.org builders for the site's JSON-LD blocks; pure data in, plain objects out. */

export interface OrganizationInput {
  name: string;
  url: string;
  logo: string;
  description: string;
  sameAs: readonly string[];
}

export function organizationJsonLd(input: OrganizationInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    description: input.description,
    sameAs: [...input.sameAs],
  };
}

export function websiteJsonLd(input: { name: string; url: string; description: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    description: input.description,
  };
}

export interface ProductJsonLdInput {
  name: string;
  description: string;
  /** The thumbnail's URL; null for a template without one (the `products` column may be empty). */
  image: string | null;
  url: string;
  /** The offer's price in US dollars; 0 for a Free template. */
  price: number;
}

export function productJsonLd(product: ProductJsonLdInput, brand: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.image,
    url: product.url,
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: product.url,
    },
  };
}

export interface FaqItem {
  question: string;
  answer: string;
}

export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface VideoItem {
  title: string;
  description: string;
  videoId: string;
  /** ISO 8601 date of publication. */
  date: string;
  url: string;
}

export function videoObjectJsonLd(video: VideoItem, thumbnailUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    uploadDate: video.date,
    thumbnailUrl,
    contentUrl: video.url,
    embedUrl: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}`,
  };
}

export interface BreadcrumbInput {
  name: string;
  /** Absolute URL of the step. */
  url: string;
}

/** A BreadcrumbList: the trail to a page, the page itself last. */
export function breadcrumbListJsonLd(items: readonly BreadcrumbInput[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
