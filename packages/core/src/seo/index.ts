export {
  breadcrumbListJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  videoObjectJsonLd,
  websiteJsonLd,
} from './structuredData';
export type {
  BreadcrumbInput,
  FaqItem,
  OrganizationInput,
  ProductJsonLdInput,
  VideoItem,
} from './structuredData';
