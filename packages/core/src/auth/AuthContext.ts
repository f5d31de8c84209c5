import type { SupabaseClient } from '@supabase/supabase-js';
import { createContext } from 'react';
import type { AuthActions, SessionState } from './types';

/**
 * The latest session state, to read and subscribe to. The context holds this source, which never changes: a session
 * change re-renders only the components that read the session, and never reaches parts of a prerendered page that
 * are still waiting for their code (a context change there would throw their server markup away).
 */
export interface SessionSource {
  get: () => SessionState;
  /**
   * The value the page was prerendered with (the first check still pending). Parts of the page that hydrate late
   * hydrate against it, then move on to the current value: never a mismatch with their server markup.
   */
  getInitial: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  publish: (value: SessionState) => void;
}

export function createSessionSource(initial: SessionState): SessionSource {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    getInitial: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(value) {
      if (value === current) return;
      current = value;
      for (const listener of listeners) listener();
    },
  };
}

// Two contexts: components that only trigger actions (a sign-out button) read the stable actions object and do not
// re-render on every session or subscription change.
export const SessionContext = createContext<SessionSource | null>(null);
SessionContext.displayName = 'SessionContext';

export const AuthActionsContext = createContext<AuthActions | null>(null);
AuthActionsContext.displayName = 'AuthActionsContext';

/** What the account pages' security actions need from the provider; see `useSecurityActions`. */
export interface AuthClientAccess {
  siteUrl: string;
  /** The client, once its auth events are subscribed to (starting it now if it was still waiting). */
  connect: () => Promise<SupabaseClient>;
}

// Separate from the actions so the security actions' code stays out of pages that never use them (the landing).
export const AuthClientContext = createContext<AuthClientAccess | null>(null);
AuthClientContext.displayName = 'AuthClientContext';
