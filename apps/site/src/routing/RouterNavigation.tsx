import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteNavigationContext } from './siteNavigation';

/** Site navigation through React Router, for the app shell. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo(
    () => ({
      pathname,
      navigate: (to: string, options?: { replace?: boolean }) => void navigate(to, options),
    }),
    [pathname, navigate],
  );
  return <SiteNavigationContext value={navigation}>{children}</SiteNavigationContext>;
}
