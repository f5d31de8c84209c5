import { useSession } from '@outpace/core/auth';
import { useEffect, useRef } from 'react';
import { paths } from '../routing/paths';
import { useSiteNavigation } from '../routing/siteNavigation';

/**
 * Sends a visitor whom a recovery link signed in (PASSWORD_RECOVERY) to the set-a-new-password page, should the
 * link have landed elsewhere: a hosted project whose redirect allow-list lacks `/reset-password` falls back to
 * the site root. Once per recovery, so the visitor may still leave that page.
 */
export function RecoveryRedirect() {
  const { isPasswordRecovery } = useSession();
  const { pathname, navigate } = useSiteNavigation();
  const handled = useRef(false);

  useEffect(() => {
    if (!isPasswordRecovery) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    if (pathname !== paths.resetPassword) navigate(paths.resetPassword, { replace: true });
  }, [isPasswordRecovery, pathname, navigate]);

  return null;
}
