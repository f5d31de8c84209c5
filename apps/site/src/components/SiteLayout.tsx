import { useSession } from '@outpace/core/auth';
import { Footer, NavBar, SkipLink } from '@outpace/ui';
import { useMemo, type ReactNode } from 'react';
import { useSignOut } from '../account/useSignOut';
import { BookingButton } from '../booking/BookingButton';
import { siteConfig } from '../config/site';
import { useSectionNavigation } from '../navigation/useSectionNavigation';
import { useSiteNavigation } from '../routing/siteNavigation';
import { paths, sectionIds } from '../routing/paths';

/** The footer's own links: the plans, for every page (Paid templates link to them too). */
const footerLinks = [{ label: 'Plans', href: paths.plans }];

/** Skip link, navigation bar and footer around every route except the 404 page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const goToSection = useSectionNavigation();
  const { isLoading, user } = useSession();
  const signOut = useSignOut();
  const { pathname } = useSiteNavigation();
  const email = user?.email ?? null;
  // A new object only when the account changes, not on every token refresh.
  const navUser = useMemo(() => (email === null ? null : { email }), [email]);
  return (
    <>
      <SkipLink href="#main" />
      <NavBar
        homeHref={paths.home}
        user={navUser}
        // Until the first session check answers (and in the prerendered HTML): 'Sign in', or a placeholder when the
        // page's inline script found a stored session (scripts/session-hint.mjs).
        isSessionPending={isLoading}
        onSignOut={() => void signOut()}
        signInHref={paths.signIn}
        accountHref={paths.account}
        // Only the landing page opens on a dark hero; every other page opens on the paper canvas, where the bar is
        // solid from the start (its scrim over paper read as a grey smudge).
        appearance={pathname === paths.home ? 'overlay' : 'solid'}
        onBookGrowth={() => goToSection(sectionIds.calculator)}
        onBrowseTemplates={() => goToSection(sectionIds.products)}
        calendarButton={<BookingButton variant="secondary" fullWidth />}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        brand={siteConfig.brand}
        legalName={siteConfig.legalName}
        social={siteConfig.social}
        links={footerLinks}
        year={new Date().getFullYear()}
      />
    </>
  );
}
