import { Hero, Products } from '@outpace/ui';
import { BookingButton } from '../../booking/BookingButton';
import { heroImage } from '../../content/hero';
import { team } from '../../content/team';
import { useSectionNavigation } from '../../routing/useSectionNavigation';
import { DeferredSection } from '../../hydration/DeferredSection';
import { lazySection } from '../../hydration/lazySection';
import { paths, sectionIds } from '../../routing/paths';
import { landingCopy } from '../../content/landing';

// Below the hero, each section's code loads as the visitor comes near it (see lazySection); until then its
// prerendered markup stands as it is.
const GallerySection = lazySection(sectionIds.gallery, () =>
  import('./GallerySection').then((m) => m.GallerySection),
);
const BenefitsSection = lazySection(sectionIds.benefits, () =>
  import('./BenefitsSection').then((m) => m.BenefitsSection),
);
const CalculatorSection = lazySection(sectionIds.calculator, () =>
  import('./CalculatorSection').then((m) => m.CalculatorSection),
);
const ProductsSection = lazySection(sectionIds.products, async () => {
  // Ask for the products as soon as the section's code is in (the REST client loads with that request). In the
  // browser only: the page is prerendered with the products the build read (see prerender/renderPage.tsx), and the browser asks
  // again for the current ones.
  const inBrowser = typeof window !== 'undefined';
  const [{ ProductsSection }, { requestProducts }] = await Promise.all([
    import('./ProductsSection'),
    import('../../lib/queryClient'),
  ]);
  if (inBrowser) requestProducts();
  return ProductsSection;
});
const BookCallSection = lazySection(sectionIds.bookCall, () =>
  import('./BookCallSection').then((m) => m.BookCallSection),
);

/** The landing page: hero, gallery, benefits, calculator, products and the call to book, in that order. */
export function Landing() {
  const goToSection = useSectionNavigation();
  return (
    <>
      <Hero
        eyebrow={landingCopy.heroEyebrow}
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
      <DeferredSection id={sectionIds.gallery}>
        <GallerySection />
      </DeferredSection>
      <DeferredSection id={sectionIds.benefits}>
        <BenefitsSection />
      </DeferredSection>
      <DeferredSection id={sectionIds.calculator}>
        <CalculatorSection action={<BookingButton label={landingCopy.calculatorBooking} />} />
      </DeferredSection>
      <DeferredSection
        id={sectionIds.products}
        placeholder={<Products state={{ status: 'loading' }} exploreHref={paths.allTemplates} />}
      >
        <ProductsSection />
      </DeferredSection>
      <DeferredSection id={sectionIds.bookCall}>
        <BookCallSection />
      </DeferredSection>
    </>
  );
}
