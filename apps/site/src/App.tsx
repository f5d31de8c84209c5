import { memo, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { RouteLoading } from './components/RouteLoading';
import { SiteLayout } from './components/SiteLayout';
import { lazyPage } from './routing/lazyPage';
import { paths } from './routing/paths';
import { legacyRedirects } from './routing/redirects';
import { RouterNavigation } from './routing/RouterNavigation';
import { Landing } from './pages/landing/Landing';
import { LandingSeo } from './pages/landing/LandingSeo';
import { NotFound } from './pages/NotFound';
import { SiteShell } from './SiteShell';

// The catalog, the plans and the account pages (with their forms) load on demand, the account pages as one chunk.
const CatalogPage = lazyPage(() => import('./pages/CatalogPage').then((m) => m.CatalogPage));
const PlansPage = lazyPage(() => import('./pages/PlansPage').then((m) => m.PlansPage));
const LegalPages = lazyPage(() => import('./pages/LegalPages').then((m) => m.LegalPages));
const accountPages = () => import('./account/pages');
const SignInPage = lazyPage(() => accountPages().then((m) => m.SignInPage));
const SignUpPage = lazyPage(() => accountPages().then((m) => m.SignUpPage));
const ForgotPasswordPage = lazyPage(() => accountPages().then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => accountPages().then((m) => m.ResetPasswordPage));
const AccountPage = lazyPage(() => accountPages().then((m) => m.AccountPage));
// A template's page brings its own layout: an unknown slug is the 404 page, which has none. In the browser it asks
// for the current products as soon as its code is in, as the landing page's products section does.
const TemplateRoute = lazyPage(async () => {
  const [{ TemplateRoute }, { requestProducts }] = await Promise.all([
    import('./pages/template/TemplateRoute'),
    import('./lib/queryClient'),
  ]);
  if (typeof window !== 'undefined') requestProducts();
  return TemplateRoute;
});

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

/**
 * The app shell: every route but the landing page's first load (LandingApp), with client-side navigation. The
 * router itself comes from the entry (browser or static).
 */
export function App() {
  return (
    <RouterNavigation>
      <SiteShell>
        <Routes>
          <Route
            element={
              <SiteLayout>
                <CurrentPage />
              </SiteLayout>
            }
          >
            <Route
              path={paths.home}
              element={
                <>
                  <LandingSeo />
                  <Landing />
                </>
              }
            />
            <Route path={paths.allTemplates} element={<CatalogPage scope="all" />} />
            <Route path={paths.saasTemplates} element={<CatalogPage scope="saas" />} />
            <Route path={paths.plans} element={<PlansPage />} />
            <Route path={paths.privacy} element={<LegalPages page="privacy" />} />
            <Route path={paths.terms} element={<LegalPages page="terms" />} />
            <Route path={paths.refunds} element={<LegalPages page="refunds" />} />
            <Route path={paths.signIn} element={<SignInPage />} />
            <Route path={paths.signUp} element={<SignUpPage />} />
            <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
            <Route path={paths.account} element={<AccountPage />} />
          </Route>
          <Route
            path={`${paths.allTemplates}/:slug`}
            element={
              <Suspense fallback={<RouteLoading />}>
                <TemplateRoute />
              </Suspense>
            }
          />
          {legacyRedirects.map(({ from, to }) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </SiteShell>
    </RouterNavigation>
  );
}
