import { createContext } from 'react';
import type { AuthActions, SessionContextValue } from './types';

// Two contexts: components that only trigger actions (a sign-out button) read the stable actions object and do not
// re-render on every session or subscription change.
export const SessionContext = createContext<SessionContextValue | null>(null);
SessionContext.displayName = 'SessionContext';

export const AuthActionsContext = createContext<AuthActions | null>(null);
AuthActionsContext.displayName = 'AuthActionsContext';
