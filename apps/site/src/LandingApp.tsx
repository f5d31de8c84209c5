import { SiteLayout } from './components/SiteLayout';
import { SkipOffscreenSections } from './hydration/SkipOffscreenSections';
import { paths } from './routing/paths';
import { documentNavigation, SiteNavigationContext } from './routing/siteNavigation';
import { Landing } from './pages/landing/Landing';
import { SiteShell } from './SiteShell';

const landingNavigation = documentNavigation(paths.home);

/**
 * The landing page's own shell, without the client router: it is most visitors' first page, and every link out of
 * it is a plain link to a prerendered page. The app shell (App) also renders Landing for client-side visits to `/`.
 */
export function LandingApp() {
  return (
    <SiteNavigationContext value={landingNavigation}>
      <SkipOffscreenSections />
      <SiteShell>
        <SiteLayout>
          <Landing />
        </SiteLayout>
      </SiteShell>
    </SiteNavigationContext>
  );
}
