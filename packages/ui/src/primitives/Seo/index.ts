export { Seo } from './Seo';
export type { SeoProps } from './Seo';
export { StructuredData } from './StructuredData';
export { serializeJsonLd } from './serializeJsonLd';
