import {
  faqPageJsonLd,
  organizationJsonLd,
  videoObjectJsonLd,
  websiteJsonLd,
} from '@outpace/core/seo';
import { Benefits, CallToAction, Gallery, Hero, Products } from '@outpace/ui';
import { Suspense } from 'react';
import { BookingButton } from '../booking/BookingButton';
import { JsonLd } from '../components/JsonLd';
import { Seo } from '../components/Seo';
import { faqItems, siteConfig, studioVideo } from '../config/site';
import { galleryImages } from '../content/gallery';
import { heroImage, videoPoster } from '../content/hero';
import { team } from '../content/team';
import { CalculatorSection } from '../landing/CalculatorSection';
import { useSectionNavigation } from '../navigation/useSectionNavigation';
import { lazyPage } from '../routing/lazyPage';
import { paths, sectionIds } from '../routing/paths';

// Its data arrives after hydration anyway: until its code has too, the section shows the same loading state.
const ProductsSection = lazyPage(() =>
  import('../landing/ProductsSection').then((m) => m.ProductsSection),
);

const structuredData = [
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

/** The landing page: the spec's sections in the spec's order. */
export function Landing() {
  const goToSection = useSectionNavigation();
  return (
    <>
      <Seo title="Growth-marketing & digital-services studio" canonical={paths.home} />
      {structuredData.map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <Hero
        eyebrow="Growth studio for ambitious teams"
        headline={
          <>
            Growth work that <em>outpaces</em> your market.
          </>
        }
        tagline="Fixed-price design, development and performance marketing from one senior team. We ship in weeks, then measure everything we launch."
        team={team}
        heroImage={heroImage}
        exploreHref={`#${sectionIds.calculator}`}
        onExplore={(event) => {
          event.preventDefault();
          goToSection(sectionIds.calculator);
        }}
        calendarButton={<BookingButton variant="secondary" size="lg" />}
      />
      <Gallery images={galleryImages} />
      <Benefits />
      <CalculatorSection action={<BookingButton label="Book a call about this estimate" />} />
      <Suspense
        fallback={<Products state={{ status: 'loading' }} exploreHref={paths.allTemplates} />}
      >
        <ProductsSection />
      </Suspense>
      <CallToAction
        faq={faqItems}
        video={{ ...studioVideo, poster: videoPoster }}
        calendarButton={<BookingButton size="lg" />}
      />
    </>
  );
}
