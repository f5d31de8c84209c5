import { AuthProvider } from '@outpace/core/auth';
import { SupabaseProvider } from '@outpace/core/supabase';
import { ThemeProvider, ToastProvider, Toaster } from '@outpace/ui';
import type { ReactNode } from 'react';
import { RecoveryRedirect } from './account';
import { siteConfig } from './config/site';
import { loadSupabase, SESSION_STORAGE_KEY } from './lib/supabase';
import { isAccountPath } from './routing/paths';
import { useSiteNavigation } from './routing/siteNavigation';

/** The providers every page needs, in both page shells (landing and app). */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useSiteNavigation();
  return (
    <ThemeProvider>
      <SupabaseProvider loader={loadSupabase}>
        {/* The landing and catalog pages only show the header's account state: supabase-js waits until the browser
            is idle there, and is not loaded for it at all without a stored session. The account pages need the
            session at once (also when navigated to from those pages). */}
        <AuthProvider
          siteUrl={siteConfig.url}
          deferUntilIdle={!isAccountPath(pathname)}
          sessionStorageKey={SESSION_STORAGE_KEY}
        >
          <ToastProvider>
            <RecoveryRedirect />
            {children}
            <Toaster />
          </ToastProvider>
        </AuthProvider>
      </SupabaseProvider>
    </ThemeProvider>
  );
}
