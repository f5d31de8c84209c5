export { serializeJsonLd } from './serializeJsonLd';
export {
  TEMPLATE_PRICE_USD,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  videoObjectJsonLd,
  websiteJsonLd,
} from './structuredData';
export type { FaqItem, OrganizationInput, ProductJsonLdInput, VideoItem } from './structuredData';
