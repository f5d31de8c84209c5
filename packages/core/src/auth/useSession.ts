import { useContext, useMemo, useSyncExternalStore } from 'react';
import { AuthActionsContext, SessionContext } from './AuthContext';
import type { AuthActions, SessionContextValue } from './types';

/**
 * The session state of the nearest `AuthProvider` (loading flag, session, user, subscription) and the account
 * actions. Throws when used outside the provider, so a missing provider fails loudly instead of looking signed out.
 */
export function useSession(): SessionContextValue {
  const source = useContext(SessionContext);
  const actions = useContext(AuthActionsContext);
  if (!source || !actions) throw new Error('useSession must be used inside <AuthProvider>.');
  const state = useSyncExternalStore(source.subscribe, source.get, source.getInitial);
  return useMemo(() => ({ ...state, ...actions }), [state, actions]);
}

/** Only the account actions; the object is stable, so the caller does not re-render when the session changes. */
export function useAuthActions(): AuthActions {
  const actions = useContext(AuthActionsContext);
  if (!actions) throw new Error('useAuthActions must be used inside <AuthProvider>.');
  return actions;
}
