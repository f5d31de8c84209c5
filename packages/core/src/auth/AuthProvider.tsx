import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSupabaseLoader, type SupabaseLoader } from '../supabase';
import { runWhenIdle } from '../scheduling';
import { AuthActionsContext, createSessionSource, SessionContext } from './AuthContext';
import { isSessionStored, watchForStoredSession } from './storedSession';
import { mapAuthError, mapFunctionsError } from './authErrors';
import {
  checkSubscription,
  NOT_SUBSCRIBED,
  type CheckSubscriptionResult,
} from './checkSubscription';
import type { AuthActionError, AuthActions, SessionState } from './types';

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

const INITIAL_STATE: SessionState = {
  isLoading: true,
  session: null,
  user: null,
  subscription: NOT_SUBSCRIBED,
  isCheckingSubscription: false,
  isPasswordRecovery: false,
  lastEvent: null,
};

/** Upper bound on the idle wait, so a busy page still gets its session within a few seconds. */
const IDLE_TIMEOUT_MS = 3000;

/** Bookkeeping of the state machine. Lives in a ref: it is read and written only in effects and callbacks. */
interface Machine {
  /** The session of the last auth event. */
  session: Session | null;
  /** Bumped whenever subscription answers still in flight stop being wanted (new session, sign-out, unmount). */
  generation: number;
  /** The access token the last check was started for; repeated SIGNED_IN events for it do not check again. */
  checkedToken: string | null;
  /** The pending deferred check, if any. */
  timer: ReturnType<typeof setTimeout> | undefined;
  /** False after unmount, so late answers do not set state. */
  active: boolean;
  /** While the client load waits for an idle moment: starts it at once instead. */
  startNow: (() => void) | undefined;
}

/**
 * Provides the session, the user and the subscription state, and the account actions, to `useSession()` and
 * `useAuthActions()` below it (spec section 4). The supabase-js client is loaded after mount (or once the browser is
 * idle, with `deferUntilIdle`), never during render, so prerendering and the landing page's first load stay free of
 * it.
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
  const [state, setState] = useState<SessionState>(INITIAL_STATE);
  const machineRef = useRef<Machine>({
    session: null,
    generation: 0,
    checkedToken: null,
    timer: undefined,
    active: false,
    startNow: undefined,
  });
  // Read once per subscription (see the effect below the subscription's).
  const deferRef = useRef(deferUntilIdle);

  /** Runs one `check-subscription` for `session` and applies the answer unless a newer session took over. */
  const runCheck = useCallback(
    async (session: Session): Promise<AuthActionError | null> => {
      const machine = machineRef.current;
      const generation = ++machine.generation;
      machine.checkedToken = session.access_token;
      setState((s) => (s.isCheckingSubscription ? s : { ...s, isCheckingSubscription: true }));

      let result: CheckSubscriptionResult;
      try {
        result = await checkSubscription(await loader(), session.access_token);
      } catch (error) {
        // Only the loader can throw here (checkSubscription never does), e.g. the supabase-js chunk failed to load.
        result = { subscription: null, error: mapAuthError(error) };
      }
      if (result.error) {
        console.error(
          '[auth] check-subscription failed; keeping the previous subscription state.',
          result.error,
        );
      }
      // A newer session, a sign-out or an unmount owns the state now: this answer describes an older session.
      if (!machine.active || generation !== machine.generation) return result.error;

      const next = result.subscription;
      if (next) {
        setState((s) => ({ ...s, isCheckingSubscription: false, subscription: next }));
      } else {
        // Forget the token so that the next event for this session (e.g. a tab refocus) tries again.
        if (machine.checkedToken === session.access_token) machine.checkedToken = null;
        setState((s) => ({ ...s, isCheckingSubscription: false }));
      }
      return result.error;
    },
    [loader],
  );

  useEffect(() => {
    const machine = machineRef.current;
    // Reset on every (re)subscription: StrictMode and a loader change subscribe again and get a new INITIAL_SESSION.
    machine.session = null;
    machine.generation += 1;
    machine.checkedToken = null;
    machine.active = true;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;

    const scheduleCheck = () => {
      // One deferred check covers a burst of events (SIGNED_IN and INITIAL_SESSION on load); it reads the latest
      // session when it runs.
      if (machine.timer !== undefined) return;
      machine.timer = setTimeout(() => {
        machine.timer = undefined;
        const current = machine.session;
        if (current && !cancelled) void runCheck(current);
      }, 0);
    };

    // Deliberately synchronous, and it must stay so: supabase-js awaits this callback while it holds its auth lock,
    // and any Supabase call made (or awaited) from inside would wait for that lock forever (contract section 10.1).
    // So the callback only records the new session and defers the subscription check with setTimeout(0).
    const onAuthEvent = (event: AuthChangeEvent, session: Session | null): void => {
      if (cancelled) return;
      machine.session = session;
      // SIGNED_IN also fires on page load and on every tab refocus with an unchanged session (contract section
      // 10.2); those are not session changes. Every other event with a session is one: a new token (TOKEN_REFRESHED,
      // MFA_CHALLENGE_VERIFIED), a new user record (USER_UPDATED, whose e-mail the function looks up), or a sign-in
      // through a link (PASSWORD_RECOVERY).
      const isRepeat =
        (event === 'SIGNED_IN' || event === 'INITIAL_SESSION') &&
        session?.access_token === machine.checkedToken;
      const willCheck = session !== null && !isRepeat;
      setState((s) => ({
        ...s,
        isLoading: false,
        session,
        user: session?.user ?? null,
        lastEvent: event,
        isPasswordRecovery: nextRecoveryFlag(event, session, s.isPasswordRecovery),
        ...(session ? null : { subscription: NOT_SUBSCRIBED, isCheckingSubscription: false }),
        // Flagged together with the new session, so no render shows the new session with a settled (stale or
        // default "not subscribed") subscription while the deferred check has not started yet.
        ...(willCheck ? { isCheckingSubscription: true } : null),
      }));

      if (!session) {
        machine.generation += 1; // drop answers still in flight for the session that just ended
        machine.checkedToken = null;
        return;
      }
      if (!willCheck) return;
      machine.checkedToken = session.access_token;
      machine.generation += 1; // an answer for the previous session must not land on this one
      scheduleCheck();
    };

    const start = () => {
      loader().then(
        (client: SupabaseClient) => {
          if (cancelled) return;
          // INITIAL_SESSION arrives once initialization is done (stored session, or a link in the URL, or null):
          // that is the first session check which ends `isLoading`.
          const { data } = client.auth.onAuthStateChange(onAuthEvent);
          unsubscribe = () => data.subscription.unsubscribe();
        },
        (error: unknown) => {
          if (cancelled) return;
          console.error(
            '[auth] Could not load the Supabase client; the visitor stays signed out.',
            error,
          );
          setState((s) => ({ ...s, isLoading: false }));
        },
      );
    };

    let cancelStart: (() => void) | undefined;
    if (deferRef.current && !hasAuthCallbackInUrl()) {
      let started = false;
      const startOnce = () => {
        if (started) return;
        started = true;
        machine.startNow = undefined;
        start();
      };
      // Once the wait is over, `cancelStart` stops the storage watch instead.
      cancelStart = runWhenIdle(() => {
        if (sessionStorageKey === undefined || isSessionStored(sessionStorageKey)) {
          startOnce();
          return;
        }
        // Nothing to restore: loading supabase-js would only confirm that the visitor is signed out.
        setState((s) => ({ ...s, isLoading: false }));
        cancelStart = watchForStoredSession(sessionStorageKey, startOnce);
      }, IDLE_TIMEOUT_MS);
      // Called when `deferUntilIdle` turns false during the wait (the visitor went to an account page) and by the
      // actions, which need the session events of the client they use.
      machine.startNow = () => {
        cancelStart?.();
        startOnce();
      };
    } else {
      start();
    }

    return () => {
      cancelled = true;
      machine.active = false;
      machine.generation += 1;
      clearTimeout(machine.timer);
      machine.timer = undefined;
      machine.startNow = undefined;
      cancelStart?.();
      unsubscribe?.();
    };
  }, [loader, runCheck, sessionStorageKey]);

  // Not a dependency of the effect above: turning the deferral off must not drop the subscription (and with it
  // the session state) only to subscribe again. It just cuts a pending idle wait short; once started, it is moot.
  useEffect(() => {
    deferRef.current = deferUntilIdle;
    if (!deferUntilIdle) machineRef.current.startNow?.();
  }, [deferUntilIdle]);

  const actions = useMemo<AuthActions>(() => {
    const emailRedirectTo = `${siteUrl.replace(/\/+$/, '')}/`;
    // Subscribes to session events first (if still waiting), so that the session an action starts reaches the state.
    const connect = () => {
      machineRef.current.startNow?.();
      return loader();
    };
    return {
      async signUp({ email, password }) {
        try {
          const client = await connect();
          const { data, error } = await client.auth.signUp({
            email,
            password,
            options: { emailRedirectTo },
          });
          if (error)
            return {
              error: mapAuthError(error),
              needsConfirmation: false,
              session: null,
              user: null,
            };
          return {
            error: null,
            needsConfirmation: data.session === null && data.user !== null,
            session: data.session,
            user: data.user,
          };
        } catch (error) {
          return {
            error: mapAuthError(error),
            needsConfirmation: false,
            session: null,
            user: null,
          };
        }
      },

      async signIn({ email, password }) {
        try {
          const client = await connect();
          const { data, error } = await client.auth.signInWithPassword({ email, password });
          if (error) return { error: mapAuthError(error), session: null, user: null };
          return { error: null, session: data.session, user: data.user };
        } catch (error) {
          return { error: mapAuthError(error), session: null, user: null };
        }
      },

      async signOut() {
        try {
          const client = await connect();
          const { error } = await client.auth.signOut();
          return { error: error ? mapAuthError(error) : null };
        } catch (error) {
          return { error: mapAuthError(error) };
        }
      },

      async requestPasswordReset(email) {
        let failure: AuthActionError | null;
        try {
          const client = await connect();
          const { error } = await client.functions.invoke('send-reset-email', {
            method: 'POST',
            body: { email },
          });
          failure = error ? await mapFunctionsError(error) : null;
        } catch (error) {
          failure = await mapFunctionsError(error);
        }
        // Spec section 8: a failed reset e-mail is logged as well as returned.
        if (failure) console.error('[auth] send-reset-email failed.', failure);
        return { error: failure };
      },

      async updatePassword(password) {
        try {
          const client = await connect();
          const { data, error } = await client.auth.updateUser({ password });
          if (error) return { error: mapAuthError(error), user: null };
          return { error: null, user: data.user };
        } catch (error) {
          return { error: mapAuthError(error), user: null };
        }
      },

      async refreshSubscription() {
        const session = machineRef.current.session;
        // Signed out: the state already says not subscribed, and there is nobody to ask about.
        if (!session) return { error: null };
        return { error: await runCheck(session) };
      },
    };
  }, [loader, siteUrl, runCheck]);

  const [source] = useState(() => createSessionSource(state));
  // After commit, before paint: readers re-render with the new state in the same frame.
  useLayoutEffect(() => source.publish(state), [source, state]);

  return (
    <AuthActionsContext.Provider value={actions}>
      <SessionContext.Provider value={source}>{children}</SessionContext.Provider>
    </AuthActionsContext.Provider>
  );
}

/** A recovery link starts recovery mode; setting the new password (USER_UPDATED) or signing out ends it. */
function nextRecoveryFlag(
  event: AuthChangeEvent,
  session: Session | null,
  current: boolean,
): boolean {
  if (event === 'PASSWORD_RECOVERY') return true;
  if (session === null || event === 'USER_UPDATED') return false;
  return current;
}

/** True when the URL carries the result of an e-mail link (tokens or an error), which supabase-js reads on start. */
function hasAuthCallbackInUrl(): boolean {
  const { hash, search } = window.location;
  return /(?:^|[#&?])(?:access_token|error_code|error_description)=/.test(`${hash}&${search}`);
}
