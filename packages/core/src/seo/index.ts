export {
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  videoObjectJsonLd,
  websiteJsonLd,
} from './structuredData';
export type { FaqItem, OrganizationInput, ProductJsonLdInput, VideoItem } from './structuredData';
