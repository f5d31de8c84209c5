import { useSession } from '@outpace/core/auth';
import { Footer, NavBar, SkipLink } from '@outpace/ui';
import { memo, Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSignOut } from '../account/useSignOut';
import { BookingButton } from '../booking/BookingButton';
import { siteConfig } from '../config/site';
import { RouteLoading } from './RouteLoading';
import { useSectionNavigation } from '../navigation/useSectionNavigation';
import { isAccountPath, paths, sectionIds } from '../routing/paths';

/**
 * The route's page; pages that load on demand show a loading state while their code arrives (the bar and footer
 * stay). Memoised so the layout's own re-renders (the account state in the bar) never reach a prerendered page
 * that is still waiting for its code: React would replace its server markup with the loading state.
 */
const CurrentPage = memo(function CurrentPage() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
});

/** Skip link, navigation bar and footer around every route except the 404 page. */
export function SiteLayout() {
  const goToSection = useSectionNavigation();
  const { user } = useSession();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const email = user?.email ?? null;
  // A new object only when the account changes, not on every token refresh.
  const navUser = useMemo(() => (email === null ? null : { email }), [email]);
  return (
    <>
      <SkipLink href="#main" />
      <NavBar
        homeHref={paths.home}
        user={navUser}
        onSignOut={() => void signOut()}
        signInHref={paths.signIn}
        accountHref={paths.account}
        // The account pages open on the paper canvas, not on a dark hero: the bar is solid there from the start.
        appearance={isAccountPath(pathname) ? 'solid' : 'overlay'}
        onBookGrowth={() => goToSection(sectionIds.calculator)}
        onBrowseTemplates={() => goToSection(sectionIds.products)}
        calendarButton={<BookingButton variant="secondary" fullWidth />}
      />
      <main id="main" tabIndex={-1}>
        <CurrentPage />
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
