import { useSession } from '@outpace/core/auth';
import { DEFAULT_NAV_LINKS, Footer, NavBar, SkipLink } from '@outpace/ui';
import { useMemo, type ReactNode } from 'react';
import { useSignOut } from '../account/useSignOut';
import { BookingButton } from '../booking/BookingButton';
import { siteConfig } from '../config/site';
import { studioEmail } from '../content/contact';
import { legalLinkLabels } from '../content/legalSummary';
import { useSectionNavigation } from '../routing/useSectionNavigation';
import { useSiteNavigation } from '../routing/siteNavigation';
import { paths, sectionIds } from '../routing/paths';

/** The bar's links from 768 px up: the landing page's sections, then the plans, where a buyer looks for prices. */
const navLinks = [...DEFAULT_NAV_LINKS, { label: 'Plans', href: paths.plans }];

/** The footer's own links, on every page: the plans (Paid templates link to them too) and the legal pages. */
const footerLinks = [
  { label: 'Plans', href: paths.plans },
  { label: legalLinkLabels.privacy, href: paths.privacy },
  { label: legalLinkLabels.terms, href: paths.terms },
  { label: legalLinkLabels.refunds, href: paths.refunds },
];

/** Skip link, navigation bar and footer around every route. */
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
        links={navLinks}
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
        email={studioEmail}
        social={siteConfig.social}
        links={footerLinks}
        year={new Date().getFullYear()}
      />
    </>
  );
}
