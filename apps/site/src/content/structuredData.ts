import {
  faqPageJsonLd,
  organizationJsonLd,
  videoObjectJsonLd,
  websiteJsonLd,
} from '@outpace/core/seo';
import { siteConfig } from '../config/site';
import { faqItems, studioVideo } from './bookCall';
import { videoPoster } from './hero';

/**
 * The landing page's structured data. Written into the prerendered <head> at build time (see prerender/renderPage.tsx): it is
 * for crawlers, which read the HTML, so it never ships in the page's JavaScript.
 */
export const landingStructuredData = [
  organizationJsonLd({
    name: siteConfig.legalName,
    url: siteConfig.url,
    logo: `${siteConfig.url}/favicon.svg`,
    description: siteConfig.description,
    sameAs: siteConfig.social.map((link) => link.href),
  }),
  websiteJsonLd({
    name: siteConfig.brand,
    url: siteConfig.url,
    description: siteConfig.description,
  }),
  faqPageJsonLd(faqItems),
  videoObjectJsonLd(studioVideo, `${siteConfig.url}${videoPoster.src}`),
];
