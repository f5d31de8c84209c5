import { Footer, NavBar, SkipLink } from '@outpace/ui';
import { Outlet } from 'react-router-dom';
import { BookingButton } from '../booking/BookingButton';
import { siteConfig } from '../config/site';
import { useSectionNavigation } from '../navigation/useSectionNavigation';
import { paths, sectionIds } from '../routing/paths';

/** Skip link, navigation bar and footer around every route except the 404 page. */
export function SiteLayout() {
  const goToSection = useSectionNavigation();
  return (
    <>
      <SkipLink href="#main" />
      <NavBar
        homeHref={paths.home}
        user={null}
        onSignOut={() => undefined}
        onBookGrowth={() => goToSection(sectionIds.calculator)}
        onBrowseTemplates={() => goToSection(sectionIds.products)}
        calendarButton={<BookingButton variant="secondary" fullWidth />}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer
        brand={siteConfig.brand}
        legalName={siteConfig.legalName}
        social={siteConfig.social}
        year={new Date().getFullYear()}
      />
    </>
  );
}
