import { createContext, useContext } from 'react';

/**
 * Where the visitor is and how to move on, for the parts of the site that both page shells share: the landing
 * page's own shell (no client router: every link out is a page load) and the app shell (React Router).
 */
export interface SiteNavigation {
  /** The current path, e.g. `/`. */
  pathname: string;
  /** Goes to a path of this site. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export const SiteNavigationContext = createContext<SiteNavigation | null>(null);

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation)
    throw new Error('useSiteNavigation must be used inside a SiteNavigationContext.');
  return navigation;
}

/** Navigation by page loads, for a page that runs without the client router. */
export function documentNavigation(pathname: string): SiteNavigation {
  return {
    pathname,
    navigate: (to, { replace = false } = {}) => {
      if (replace) window.location.replace(to);
      else window.location.assign(to);
    },
  };
}
