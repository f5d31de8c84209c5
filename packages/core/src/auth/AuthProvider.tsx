import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSupabaseLoader, type SupabaseLoader } from '../supabase';
import { createAccountActions } from './accountActions';
import {
  AuthActionsContext,
  AuthClientContext,
  createSessionSource,
  SessionContext,
} from './AuthContext';
import { createSessionMachine, INITIAL_SESSION_STATE, type SessionMachine } from './sessionMachine';
import { startClient, type ClientStart } from './startClient';
import type { SessionState } from './types';

export interface AuthProviderProps {
  /**
   * The site's public origin, e.g. `https://example.com`. Sign-up confirmation links lead to its root
   * (`${siteUrl}/`); the auth server accepts it only if it matches its SITE_URL or allow-list.
   */
  siteUrl: string;
  /** Loader of the Supabase client. Defaults to the loader of the nearest `SupabaseProvider`. */
  loader?: SupabaseLoader;
  /**
   * Wait until the browser is idle before loading supabase-js, so the landing page's first paint and interaction
   * do not compete with it. Ignored when the URL carries an auth callback (confirmation or recovery link), which
   * must be read at once. Turning it off while the wait is pending starts the load at once (e.g. the visitor
   * moved on to an account page); turning it on later changes nothing.
   * @default false
   */
  deferUntilIdle?: boolean;
  /**
   * The localStorage key supabase-js keeps the session under (its `auth.storageKey`). With `deferUntilIdle`, when
   * nothing is stored there once the browser is idle, the visitor is signed out and supabase-js is not loaded at all
   * until an action needs it or another tab stores a session. Without it, the client is always loaded to find out.
   */
  sessionStorageKey?: string;
  children: ReactNode;
}

/**
 * Provides the session, the user and the subscription state, and the account actions, to `useSession()` and
 * `useAuthActions()` below it. The supabase-js client is loaded after mount (or once the browser is idle, with
 * `deferUntilIdle`), never during render, so prerendering and the landing page's first load stay free of it.
 *
 * Three parts do the work: the session state machine (`sessionMachine.ts`), the deferred client start
 * (`startClient.ts`) and the account actions (`accountActions.ts`); this component wires them to React.
 */
export function AuthProvider({ loader, ...props }: AuthProviderProps) {
  // Branching on components rather than calling useSupabaseLoader conditionally: that hook throws without a
  // SupabaseProvider, which is fine only when no loader prop was given.
  return loader ? (
    <AuthSession loader={loader} {...props} />
  ) : (
    <AuthSessionFromContext {...props} />
  );
}

function AuthSessionFromContext(props: Omit<AuthProviderProps, 'loader'>) {
  const loader = useSupabaseLoader();
  return <AuthSession loader={loader} {...props} />;
}

function AuthSession({
  loader,
  siteUrl,
  deferUntilIdle = false,
  sessionStorageKey,
  children,
}: AuthProviderProps & { loader: SupabaseLoader }) {
  const [state, setState] = useState<SessionState>(INITIAL_SESSION_STATE);
  const [current] = useState(createCurrentSubscription);
  // Read once per subscription (see the effect below this one).
  const deferRef = useRef(deferUntilIdle);

  useEffect(() => {
    const machine = createSessionMachine(loader, setState);
    let unsubscribe: (() => void) | undefined;
    let isCancelled = false;
    const clientStart = startClient({
      deferUntilIdle: deferRef.current,
      sessionStorageKey,
      onNothingStored: machine.settleSignedOut,
      start: () =>
        loader().then(
          (client: SupabaseClient) => {
            if (isCancelled) return;
            // INITIAL_SESSION arrives once initialization is done (stored session, or a link in the URL, or
            // null): that is the first session check which ends `isLoading`.
            const { data } = client.auth.onAuthStateChange(machine.onAuthEvent);
            unsubscribe = () => data.subscription.unsubscribe();
          },
          (error: unknown) => {
            if (isCancelled) return;
            console.error(
              '[auth] Could not load the Supabase client; the visitor stays signed out.',
              error,
            );
            machine.settleSignedOut();
          },
        ),
    });
    current.attach(machine, clientStart);
    return () => {
      isCancelled = true;
      machine.stop();
      clientStart.cancel();
      unsubscribe?.();
    };
  }, [current, loader, sessionStorageKey]);

  // Not a dependency of the effect above: turning the deferral off must not drop the subscription (and with it
  // the session state) only to subscribe again. It just cuts a pending idle wait short; once started, it is moot.
  useEffect(() => {
    deferRef.current = deferUntilIdle;
    if (!deferUntilIdle) current.startNow();
  }, [current, deferUntilIdle]);

  const access = useMemo(
    () => ({
      siteUrl,
      connect: () => {
        current.startNow();
        return loader();
      },
    }),
    [current, loader, siteUrl],
  );
  const actions = useMemo(
    () => createAccountActions({ ...access, recheckSubscription: current.recheck }),
    [access, current],
  );

  const [source] = useState(() => createSessionSource(state));
  // After commit, before paint: readers re-render with the new state in the same frame.
  useLayoutEffect(() => source.publish(state), [source, state]);

  return (
    <AuthClientContext.Provider value={access}>
      <AuthActionsContext.Provider value={actions}>
        <SessionContext.Provider value={source}>{children}</SessionContext.Provider>
      </AuthActionsContext.Provider>
    </AuthClientContext.Provider>
  );
}

/**
 * The machine and the client start of the current subscription to auth events: a new pair per loader or storage
 * key (and StrictMode subscribes twice). The actions reach them through it.
 */
function createCurrentSubscription() {
  let machine: SessionMachine | null = null;
  let clientStart: ClientStart | null = null;
  return {
    attach(nextMachine: SessionMachine, nextClientStart: ClientStart) {
      machine = nextMachine;
      clientStart = nextClientStart;
    },
    /** Starts the client now if it is still waiting for an idle moment. */
    startNow: () => clientStart?.startNow(),
    recheck: async () => (machine ? machine.recheck() : null),
  };
}
