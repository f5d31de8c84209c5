import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SupabaseProvider } from '@outpace/core/supabase';
import { ThemeProvider, ToastProvider, Toaster } from '@outpace/ui';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SiteLayout } from './components/SiteLayout';
import { loadSupabase } from './lib/supabase';
import { legacyRedirects } from './routing/redirects';
import { paths } from './routing/paths';
import { CatalogPage } from './routes/CatalogPage';
import { Landing } from './routes/Landing';
import { NotFound } from './routes/NotFound';

/** The route table and the providers every page needs; the router itself comes from the entry (browser or static). */
export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }),
  );
  return (
    <ThemeProvider>
      <SupabaseProvider loader={loadSupabase}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <Routes>
              <Route element={<SiteLayout />}>
                <Route path={paths.home} element={<Landing />} />
                <Route path={paths.allTemplates} element={<CatalogPage scope="all" />} />
                <Route path={paths.saasTemplates} element={<CatalogPage scope="saas" />} />
              </Route>
              {legacyRedirects.map(({ from, to }) => (
                <Route key={from} path={from} element={<Navigate to={to} replace />} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Routes>
            <Toaster />
          </ToastProvider>
        </QueryClientProvider>
      </SupabaseProvider>
    </ThemeProvider>
  );
}
