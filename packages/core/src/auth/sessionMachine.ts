import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import type { Dispatch, SetStateAction } from 'react';
import { needsSecondFactor, NO_ASSURANCE, readAssurance } from './assurance';
import { mapAuthError } from './authErrors';
import {
  checkSubscription,
  NOT_SUBSCRIBED,
  type CheckSubscriptionResult,
} from './checkSubscription';
import type { AuthActionError, SessionState } from './types';

/** The state before supabase-js has reported the first session. */
export const INITIAL_SESSION_STATE: SessionState = {
  isLoading: true,
  session: null,
  user: null,
  subscription: NOT_SUBSCRIBED,
  isCheckingSubscription: false,
  isPasswordRecovery: false,
  assurance: NO_ASSURANCE,
  lastEvent: null,
};

/**
 * The session and subscription state machine of one subscription to supabase-js's auth events: it turns those
 * events and the `check-subscription` answers into the `SessionState`, dropping answers that describe an older
 * session.
 */
export interface SessionMachine {
  /**
   * Records an auth event. Deliberately synchronous: supabase-js awaits this callback while it holds its auth
   * lock, and any Supabase call made (or awaited) from inside would wait for that lock forever. So it only records
   * the new session and defers the subscription check with setTimeout(0).
   */
  onAuthEvent: (event: AuthChangeEvent, session: Session | null) => void;
  /** Checks the subscription of the current session again now; resolves once the answer is applied. */
  recheck: () => Promise<AuthActionError | null>;
  /** Settles as signed out without a client: there is no session to restore, or the client failed to load. */
  settleSignedOut: () => void;
  /** Ends the machine: answers still in flight are dropped and no state changes after this. */
  stop: () => void;
}

export function createSessionMachine(
  loader: () => Promise<SupabaseClient>,
  setState: Dispatch<SetStateAction<SessionState>>,
): SessionMachine {
  /** The session of the last auth event. */
  let current: Session | null = null;
  /** Bumped whenever subscription answers still in flight stop being wanted (new session, sign-out, stop). */
  let generation = 0;
  /** The access token the last check was started for; repeated SIGNED_IN events for it do not check again. */
  let checkedToken: string | null = null;
  /** The pending deferred check, if any. */
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;

  /** Runs one `check-subscription` for `session` and applies the answer unless a newer session took over. */
  async function runCheck(session: Session): Promise<AuthActionError | null> {
    const started = ++generation;
    checkedToken = session.access_token;
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
    // A newer session, a sign-out or the end of the machine owns the state now: this answer is for an older one.
    if (isStopped || started !== generation) return result.error;

    const next = result.subscription;
    if (next) {
      setState((s) => ({ ...s, isCheckingSubscription: false, subscription: next }));
    } else {
      // Forget the token so that the next event for this session (e.g. a tab refocus) tries again.
      if (checkedToken === session.access_token) checkedToken = null;
      setState((s) => ({ ...s, isCheckingSubscription: false }));
    }
    return result.error;
  }

  function scheduleCheck() {
    // One deferred check covers a burst of events (SIGNED_IN and INITIAL_SESSION on load); it reads the latest
    // session when it runs.
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (current && !isStopped) void runCheck(current);
    }, 0);
  }

  return {
    onAuthEvent(event, session) {
      if (isStopped) return;
      current = session;
      // SIGNED_IN also fires on page load and on every tab refocus with an unchanged session; those are not
      // session changes. Every other event with a session is one: a new token (TOKEN_REFRESHED,
      // MFA_CHALLENGE_VERIFIED), a new user record (USER_UPDATED, whose e-mail the function looks up), or a
      // sign-in through a link (PASSWORD_RECOVERY).
      const isRepeat =
        (event === 'SIGNED_IN' || event === 'INITIAL_SESSION') &&
        session?.access_token === checkedToken;
      const assurance = readAssurance(session);
      // A session still owing its second factor gets no account data, so it is treated like no session here until
      // the code is in: MFA_CHALLENGE_VERIFIED then brings the aal2 token, which is checked like any new token.
      const hasAccess = session !== null && !needsSecondFactor(assurance);
      const willCheck = hasAccess && !isRepeat;
      setState((s) => ({
        ...s,
        isLoading: false,
        session,
        user: session?.user ?? null,
        lastEvent: event,
        assurance,
        isPasswordRecovery: nextRecoveryFlag(event, session, s.isPasswordRecovery),
        ...(hasAccess ? null : { subscription: NOT_SUBSCRIBED, isCheckingSubscription: false }),
        // Flagged together with the new session, so no render shows the new session with a settled (stale or
        // default "not subscribed") subscription while the deferred check has not started yet.
        ...(willCheck ? { isCheckingSubscription: true } : null),
      }));

      if (!hasAccess) {
        generation += 1; // drop answers still in flight for the session that just ended (or stepped down)
        checkedToken = null;
        return;
      }
      if (!willCheck) return;
      checkedToken = session.access_token;
      generation += 1; // an answer for the previous session must not land on this one
      scheduleCheck();
    },

    async recheck() {
      // Signed out (or the second factor still owed): the state already says not subscribed.
      return current && !needsSecondFactor(readAssurance(current)) ? runCheck(current) : null;
    },

    settleSignedOut() {
      if (!isStopped) setState((s) => ({ ...s, isLoading: false }));
    },

    stop() {
      isStopped = true;
      generation += 1;
      clearTimeout(timer);
      timer = undefined;
    },
  };
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
