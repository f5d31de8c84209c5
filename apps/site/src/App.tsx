import { AuthProvider } from '@outpace/core/auth';
import { SupabaseProvider } from '@outpace/core/supabase';
import { ThemeProvider, ToastProvider, Toaster } from '@outpace/ui';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RecoveryRedirect } from './account';
import { SiteLayout } from './components/SiteLayout';
import { siteConfig } from './config/site';
import { loadSupabase } from './lib/supabase';
import { legacyRedirects } from './routing/redirects';
import { isAccountPath, paths } from './routing/paths';
import { lazyPage } from './routing/lazyPage';
import { Landing } from './routes/Landing';
import { NotFound } from './routes/NotFound';

// Only the landing page ships with the first load; the catalog and the account pages (with their forms) follow
// on demand, the account pages as one chunk.
const CatalogPage = lazyPage(() => import('./routes/CatalogPage').then((m) => m.CatalogPage));
const accountPages = () => import('./account/pages');
const SignInPage = lazyPage(() => accountPages().then((m) => m.SignInPage));
const SignUpPage = lazyPage(() => accountPages().then((m) => m.SignUpPage));
const ForgotPasswordPage = lazyPage(() => accountPages().then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => accountPages().then((m) => m.ResetPasswordPage));
const AccountPage = lazyPage(() => accountPages().then((m) => m.AccountPage));

/** The route table and the providers every page needs; the router itself comes from the entry (browser or static). */
export function App() {
  const { pathname } = useLocation();
  return (
    <ThemeProvider>
      <SupabaseProvider loader={loadSupabase}>
        {/* The landing and catalog pages only show the header's account state: supabase-js waits until the browser
            is idle there. The account pages need the session at once (also when navigated to from those pages). */}
        <AuthProvider siteUrl={siteConfig.url} deferUntilIdle={!isAccountPath(pathname)}>
          <ToastProvider>
            <RecoveryRedirect />
            <Routes>
              <Route element={<SiteLayout />}>
                <Route path={paths.home} element={<Landing />} />
                <Route path={paths.allTemplates} element={<CatalogPage scope="all" />} />
                <Route path={paths.saasTemplates} element={<CatalogPage scope="saas" />} />
                <Route path={paths.signIn} element={<SignInPage />} />
                <Route path={paths.signUp} element={<SignUpPage />} />
                <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
                <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
                <Route path={paths.account} element={<AccountPage />} />
              </Route>
              {legacyRedirects.map(({ from, to }) => (
                <Route key={from} path={from} element={<Navigate to={to} replace />} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Routes>
            <Toaster />
          </ToastProvider>
        </AuthProvider>
      </SupabaseProvider>
    </ThemeProvider>
  );
}
