// @vitest-environment happy-dom
import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  FunctionsFetchError,
  FunctionsHttpError,
  type AuthChangeEvent,
  type Session,
  type SupabaseClient,
  type User,
} from '@supabase/supabase-js';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SupabaseProvider, type SupabaseLoader } from '../supabase';
import { AuthProvider, type AuthProviderProps } from './AuthProvider';
import { NOT_SUBSCRIBED } from './checkSubscription';
import { tokenWith } from './testTokens';
import { useSecurityActions } from './useSecurityActions';
import { useAuthActions, useSession } from './useSession';

// The provider's contract with supabase-js is small (auth.onAuthStateChange, auth.signUp/signInWithPassword/
// signOut/updateUser, functions.invoke), so a fake client injected through the loader exercises the state machine
// deterministically. The real client runs against the local backend in the end-to-end suite.

type Listener = (event: AuthChangeEvent, session: Session | null) => void | Promise<void>;
type InvokeResult = { data: unknown; error: unknown };
type InvokeOptions = { method?: string; body?: unknown; headers?: Record<string, string> };

interface PendingCheck {
  authorization: string | undefined;
  answer(result: InvokeResult): void;
}

const SITE_URL = 'https://studio.example/';

function makeSession(
  accessToken: string,
  userId = 'user-1',
  email = `${userId}@example.com`,
): Session {
  const user = {
    id: userId,
    email,
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '',
  } as User;
  return {
    access_token: accessToken,
    refresh_token: `refresh-${accessToken}`,
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user,
  };
}

function subscribedAnswer(tier: string, end = '2027-01-31T00:00:00.000Z'): InvokeResult {
  return {
    data: { subscribed: true, subscription_tier: tier, subscription_end: end },
    error: null,
  };
}

function createFakeClient() {
  /** Order of what happened, to prove that no Supabase call is made while the auth callback runs. */
  const calls: string[] = [];
  const checks: PendingCheck[] = [];
  let listener: Listener | null = null;
  const unsubscribe = vi.fn(() => {
    listener = null;
  });
  let resetAnswer: InvokeResult = { data: { success: true }, error: null };

  const auth = {
    onAuthStateChange: vi.fn((callback: Listener) => {
      listener = callback;
      return { data: { subscription: { id: 'sub-1', callback, unsubscribe } } };
    }),
    signUp: vi.fn(),
    signInWithPassword: vi.fn(),
    signInWithOtp: vi.fn(),
    verifyOtp: vi.fn(),
    signOut: vi.fn(),
    updateUser: vi.fn(),
  };
  const functions = {
    invoke: vi.fn((name: string, options?: InvokeOptions): Promise<InvokeResult> => {
      calls.push(`invoke:${name}`);
      if (name === 'check-subscription') {
        return new Promise((resolve) =>
          checks.push({ authorization: options?.headers?.Authorization, answer: resolve }),
        );
      }
      return Promise.resolve(resetAnswer);
    }),
  };

  return {
    client: { auth, functions } as unknown as SupabaseClient,
    auth,
    functions,
    calls,
    checks,
    unsubscribe,
    get isSubscribed() {
      return listener !== null;
    },
    setResetAnswer(result: InvokeResult) {
      resetAnswer = result;
    },
    /** Emits like supabase-js: calls the callback and records when it returned. */
    emit(event: AuthChangeEvent, session: Session | null) {
      if (!listener) throw new Error('nobody subscribed to auth events');
      calls.push(`callback:${event}`);
      const returned = listener(event, session);
      calls.push(`returned:${event}`);
      // supabase-js awaits what the callback returns; a promise here would mean the callback does async work.
      expect(returned).toBeUndefined();
    },
    /** Answers the `index`-th check-subscription call. */
    async answerCheck(index: number, result: InvokeResult) {
      const check = checks[index];
      if (!check) throw new Error(`no check-subscription call #${index}`);
      await act(async () => check.answer(result));
    },
  };
}

type FakeClient = ReturnType<typeof createFakeClient>;

function renderSession(fake: FakeClient, props: Partial<AuthProviderProps> = {}) {
  const loader = vi.fn<SupabaseLoader>(() => Promise.resolve(fake.client));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider siteUrl={SITE_URL} loader={loader} {...props}>
      {children}
    </AuthProvider>
  );
  const view = renderHook(() => useSession(), { wrapper });
  return { ...view, loader };
}

/**
 * Synchronous act: React applies the state updates, but nothing else runs, so right after it the deferred
 * subscription check is still pending and the test can prove it had not run inside the callback.
 */
function emit(fake: FakeClient, event: AuthChangeEvent, session: Session | null) {
  act(() => fake.emit(event, session));
}

/** Signs in through INITIAL_SESSION with `session` and answers its check with `answer`. */
async function startSignedIn(fake: FakeClient, session: Session, answer: InvokeResult) {
  const view = renderSession(fake);
  await waitFor(() => expect(fake.isSubscribed).toBe(true));
  emit(fake, 'INITIAL_SESSION', session);
  await waitFor(() => expect(fake.checks).toHaveLength(1));
  await fake.answerCheck(0, answer);
  return view;
}

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('AuthProvider', () => {
  it('starts loading and stops after the first session check (INITIAL_SESSION without a session)', async () => {
    const fake = createFakeClient();
    const { result, loader } = renderSession(fake);

    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(fake.isSubscribed).toBe(true));
    expect(loader).toHaveBeenCalled();
    expect(result.current.isLoading).toBe(true);

    emit(fake, 'INITIAL_SESSION', null);

    expect(result.current).toMatchObject({
      isLoading: false,
      session: null,
      user: null,
      subscription: NOT_SUBSCRIBED,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.functions.invoke).not.toHaveBeenCalled();
  });

  it('checks the subscription of an existing session after the callback has returned', async () => {
    const fake = createFakeClient();
    const session = makeSession('token-1');
    const { result } = renderSession(fake);
    await waitFor(() => expect(fake.isSubscribed).toBe(true));

    emit(fake, 'INITIAL_SESSION', session);

    expect(result.current).toMatchObject({ isLoading: false, session, user: session.user });
    // Flagged in the same update as the session: no render pairs it with a settled "not subscribed".
    expect(result.current.isCheckingSubscription).toBe(true);
    // Not called from inside the callback: the check was deferred past its return (docs/local-backend.md#auth-callbacks-stay-synchronous).
    expect(fake.functions.invoke).not.toHaveBeenCalled();
    await waitFor(() => expect(fake.checks).toHaveLength(1));
    expect(fake.calls).toEqual([
      'callback:INITIAL_SESSION',
      'returned:INITIAL_SESSION',
      'invoke:check-subscription',
    ]);
    expect(fake.checks[0]?.authorization).toBe('Bearer token-1');
    expect(result.current.isCheckingSubscription).toBe(true);

    await fake.answerCheck(0, subscribedAnswer('Growth'));

    expect(result.current.subscription).toEqual({
      subscribed: true,
      subscriptionTier: 'Growth',
      subscriptionEnd: '2027-01-31T00:00:00.000Z',
    });
    expect(result.current.isCheckingSubscription).toBe(false);
  });

  it('checks on SIGNED_IN after a signed-out start', async () => {
    const fake = createFakeClient();
    const { result } = renderSession(fake);
    await waitFor(() => expect(fake.isSubscribed).toBe(true));
    emit(fake, 'INITIAL_SESSION', null);

    emit(fake, 'SIGNED_IN', makeSession('token-2'));
    expect(fake.calls.at(-1)).toBe('returned:SIGNED_IN');
    await waitFor(() => expect(fake.checks).toHaveLength(1));
    await fake.answerCheck(0, subscribedAnswer('Scale'));

    expect(result.current.user?.id).toBe('user-1');
    expect(result.current.subscription.subscriptionTier).toBe('Scale');
  });

  it('re-checks on TOKEN_REFRESHED, with the new token', async () => {
    const fake = createFakeClient();
    const { result } = await startSignedIn(
      fake,
      makeSession('token-1'),
      subscribedAnswer('Growth'),
    );

    const refreshed = makeSession('token-1b');
    emit(fake, 'TOKEN_REFRESHED', refreshed);
    await waitFor(() => expect(fake.checks).toHaveLength(2));
    expect(fake.checks[1]?.authorization).toBe('Bearer token-1b');
    expect(fake.calls.indexOf('invoke:check-subscription', 3)).toBeGreaterThan(
      fake.calls.indexOf('returned:TOKEN_REFRESHED'),
    );

    await fake.answerCheck(1, {
      data: { subscribed: false, subscription_tier: null, subscription_end: null },
      error: null,
    });
    expect(result.current.session).toBe(refreshed);
    expect(result.current.subscription).toEqual(NOT_SUBSCRIBED);
  });

  it('re-checks on USER_UPDATED, PASSWORD_RECOVERY and MFA_CHALLENGE_VERIFIED even with the same token', async () => {
    const fake = createFakeClient();
    const session = makeSession('token-1');
    await startSignedIn(fake, session, subscribedAnswer('Growth'));

    for (const [i, event] of (
      ['USER_UPDATED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'] as const
    ).entries()) {
      emit(fake, event, session);
      await waitFor(() => expect(fake.checks).toHaveLength(i + 2));
      await fake.answerCheck(i + 1, subscribedAnswer('Growth'));
    }
  });

  it('keeps an account with a verified factor out of reach until MFA_CHALLENGE_VERIFIED brings aal2', async () => {
    const fake = createFakeClient();
    const { result } = renderSession(fake);
    await waitFor(() => expect(fake.isSubscribed).toBe(true));
    const withFactor = (token: string): Session => {
      const session = makeSession(token);
      session.user.factors = [
        { id: 'factor-1', factor_type: 'totp', status: 'verified', created_at: '', updated_at: '' },
      ];
      return session;
    };

    emit(fake, 'SIGNED_IN', withFactor(tokenWith({ aal: 'aal1' })));
    expect(result.current.assurance).toEqual({ current: 'aal1', next: 'aal2' });
    expect(result.current.isCheckingSubscription).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.checks).toHaveLength(0);
    await expect(result.current.refreshSubscription()).resolves.toEqual({ error: null });
    expect(fake.checks).toHaveLength(0);

    const stepped = withFactor(tokenWith({ aal: 'aal2' }));
    emit(fake, 'MFA_CHALLENGE_VERIFIED', stepped);
    expect(result.current.assurance).toEqual({ current: 'aal2', next: 'aal2' });
    expect(result.current.isCheckingSubscription).toBe(true);
    await waitFor(() => expect(fake.checks).toHaveLength(1));
    expect(fake.checks[0]?.authorization).toBe(`Bearer ${stepped.access_token}`);
    await fake.answerCheck(0, subscribedAnswer('Growth'));
    expect(result.current.subscription.subscriptionTier).toBe('Growth');
  });

  it('does not re-check a SIGNED_IN that repeats the checked session (page load, tab refocus)', async () => {
    const fake = createFakeClient();
    const session = makeSession('token-1');
    const { result } = await startSignedIn(fake, session, subscribedAnswer('Growth'));

    emit(fake, 'SIGNED_IN', { ...session });
    expect(result.current.isCheckingSubscription).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(fake.checks).toHaveLength(1);
    expect(result.current.subscription.subscriptionTier).toBe('Growth');
  });

  it('checks once for a burst of events with the same session', async () => {
    const fake = createFakeClient();
    const session = makeSession('token-1');
    renderSession(fake);
    await waitFor(() => expect(fake.isSubscribed).toBe(true));

    act(() => {
      fake.emit('SIGNED_IN', session);
      fake.emit('INITIAL_SESSION', session);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(fake.checks).toHaveLength(1);
  });

  it('resets the subscription on SIGNED_OUT', async () => {
    const fake = createFakeClient();
    const { result } = await startSignedIn(
      fake,
      makeSession('token-1'),
      subscribedAnswer('Growth'),
    );
    expect(result.current.subscription.subscribed).toBe(true);

    emit(fake, 'SIGNED_OUT', null);

    expect(result.current).toMatchObject({
      isLoading: false,
      session: null,
      user: null,
      subscription: NOT_SUBSCRIBED,
      isCheckingSubscription: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.checks).toHaveLength(1);
  });

  it('logs a failed check and leaves the subscription unchanged', async () => {
    const fake = createFakeClient();
    const { result } = await startSignedIn(
      fake,
      makeSession('token-1'),
      subscribedAnswer('Growth'),
    );
    const before = result.current.subscription;

    emit(fake, 'TOKEN_REFRESHED', makeSession('token-2'));
    await waitFor(() => expect(fake.checks).toHaveLength(2));
    const response = new Response(JSON.stringify({ error: 'Stripe is unreachable' }), {
      status: 500,
      headers: { 'Content-Type': 'application/json' },
    });
    await fake.answerCheck(1, { data: null, error: new FunctionsHttpError(response) });

    expect(result.current.subscription).toBe(before);
    expect(result.current.isCheckingSubscription).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[auth] check-subscription failed'),
      expect.objectContaining({ message: 'Stripe is unreachable', status: 500 }),
    );
  });

  it('treats an unexpected answer body as a failed check', async () => {
    const fake = createFakeClient();
    const { result } = await startSignedIn(fake, makeSession('token-1'), {
      data: 'not json',
      error: null,
    });

    expect(result.current.subscription).toEqual(NOT_SUBSCRIBED);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[auth] check-subscription failed'),
      expect.objectContaining({ code: 'unexpected_response' }),
    );
  });

  it('retries a failed check on the next SIGNED_IN of the same session', async () => {
    const fake = createFakeClient();
    const session = makeSession('token-1');
    const { result } = await startSignedIn(fake, session, {
      data: null,
      error: new FunctionsFetchError({}),
    });

    emit(fake, 'SIGNED_IN', session);
    await waitFor(() => expect(fake.checks).toHaveLength(2));
    await fake.answerCheck(1, subscribedAnswer('Growth'));

    expect(result.current.subscription.subscribed).toBe(true);
  });

  it('ignores the answer of a check started for an older session', async () => {
    const fake = createFakeClient();
    const { result } = renderSession(fake);
    await waitFor(() => expect(fake.isSubscribed).toBe(true));

    emit(fake, 'SIGNED_IN', makeSession('token-a', 'user-a'));
    await waitFor(() => expect(fake.checks).toHaveLength(1));
    emit(fake, 'SIGNED_IN', makeSession('token-b', 'user-b'));
    await waitFor(() => expect(fake.checks).toHaveLength(2));

    await fake.answerCheck(1, subscribedAnswer('Scale'));
    await fake.answerCheck(0, subscribedAnswer('Starter'));

    expect(result.current.user?.id).toBe('user-b');
    expect(result.current.subscription.subscriptionTier).toBe('Scale');
  });

  it('ignores an answer that arrives after SIGNED_OUT', async () => {
    const fake = createFakeClient();
    const { result } = renderSession(fake);
    await waitFor(() => expect(fake.isSubscribed).toBe(true));
    emit(fake, 'INITIAL_SESSION', makeSession('token-1'));
    await waitFor(() => expect(fake.checks).toHaveLength(1));

    emit(fake, 'SIGNED_OUT', null);
    await fake.answerCheck(0, subscribedAnswer('Growth'));

    expect(result.current.subscription).toEqual(NOT_SUBSCRIBED);
    expect(result.current.isCheckingSubscription).toBe(false);
  });

  it('flags a password recovery until the password is updated', async () => {
    const fake = createFakeClient();
    const session = makeSession('token-1');
    const { result } = renderSession(fake);
    await waitFor(() => expect(fake.isSubscribed).toBe(true));

    emit(fake, 'PASSWORD_RECOVERY', session);
    emit(fake, 'INITIAL_SESSION', session);
    expect(result.current).toMatchObject({
      isPasswordRecovery: true,
      lastEvent: 'INITIAL_SESSION',
    });

    emit(fake, 'USER_UPDATED', session);
    expect(result.current.isPasswordRecovery).toBe(false);
  });

  it('refreshSubscription checks the current session again', async () => {
    const fake = createFakeClient();
    const { result } = await startSignedIn(
      fake,
      makeSession('token-1'),
      subscribedAnswer('Growth'),
    );

    let refreshed: Promise<unknown> | undefined;
    act(() => {
      refreshed = result.current.refreshSubscription();
    });
    await waitFor(() => expect(fake.checks).toHaveLength(2));
    await fake.answerCheck(1, subscribedAnswer('Scale'));

    await expect(refreshed).resolves.toEqual({ error: null });
    expect(result.current.subscription.subscriptionTier).toBe('Scale');
  });

  it('unsubscribes from auth events on unmount', async () => {
    const fake = createFakeClient();
    const { unmount } = renderSession(fake);
    await waitFor(() => expect(fake.isSubscribed).toBe(true));

    unmount();

    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('takes the loader from SupabaseProvider when no loader prop is given', async () => {
    const fake = createFakeClient();
    const loader = vi.fn<SupabaseLoader>(() => Promise.resolve(fake.client));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SupabaseProvider loader={loader}>
        <AuthProvider siteUrl={SITE_URL}>{children}</AuthProvider>
      </SupabaseProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });

    await waitFor(() => expect(fake.isSubscribed).toBe(true));
    emit(fake, 'INITIAL_SESSION', null);

    expect(result.current.isLoading).toBe(false);
  });

  it('stops loading and logs when the client cannot be loaded', async () => {
    const loader = vi.fn<SupabaseLoader>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthProvider siteUrl={SITE_URL} loader={loader}>
        {children}
      </AuthProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.session).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[auth]'),
      expect.any(TypeError),
    );
    await expect(
      result.current.signIn({ email: 'a@example.com', password: 'secret123' }),
    ).resolves.toMatchObject({
      error: { code: 'network_error' },
    });
  });

  describe('deferUntilIdle', () => {
    // happy-dom has no requestIdleCallback; each test installs one it controls, or leaves it out.
    type IdleWindow = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    const idleWindow = window as unknown as IdleWindow;

    function installIdleCallback() {
      const idle: Array<() => void> = [];
      const requestIdle = vi.fn((callback: IdleRequestCallback) => {
        idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
        return idle.length;
      });
      idleWindow.requestIdleCallback = requestIdle;
      idleWindow.cancelIdleCallback = vi.fn();
      return { idle, requestIdle };
    }

    afterEach(() => {
      cleanup(); // unmount (which cancels the idle wait) before the stub goes away
      delete idleWindow.requestIdleCallback;
      delete idleWindow.cancelIdleCallback;
    });

    it('loads the client only once the browser is idle', async () => {
      const { idle } = installIdleCallback();
      const fake = createFakeClient();
      const { loader, result } = renderSession(fake, { deferUntilIdle: true });

      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(loader).not.toHaveBeenCalled();
      expect(result.current.isLoading).toBe(true);

      act(() => idle.forEach((run) => run()));
      await waitFor(() => expect(fake.isSubscribed).toBe(true));
    });

    it('cancels the idle wait on unmount', async () => {
      installIdleCallback();
      const fake = createFakeClient();
      const { unmount } = renderSession(fake, { deferUntilIdle: true });

      unmount();

      expect(idleWindow.cancelIdleCallback).toHaveBeenCalledWith(1);
    });

    it('falls back to after the load event without requestIdleCallback', async () => {
      const fake = createFakeClient();
      const { loader } = renderSession(fake, { deferUntilIdle: true });

      await waitFor(() => expect(loader).toHaveBeenCalled());
    });

    it('starts at once when the deferral is turned off during the wait, without subscribing twice', async () => {
      const { idle } = installIdleCallback();
      const fake = createFakeClient();
      const loader = vi.fn<SupabaseLoader>(() => Promise.resolve(fake.client));
      let defer = true;
      const wrapper = ({ children }: { children: ReactNode }) => (
        <AuthProvider siteUrl={SITE_URL} loader={loader} deferUntilIdle={defer}>
          {children}
        </AuthProvider>
      );
      const { rerender, result } = renderHook(() => useSession(), { wrapper });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(loader).not.toHaveBeenCalled();

      defer = false;
      rerender();

      await waitFor(() => expect(fake.isSubscribed).toBe(true));
      expect(idleWindow.cancelIdleCallback).toHaveBeenCalledWith(1);
      emit(fake, 'INITIAL_SESSION', null);
      expect(result.current.isLoading).toBe(false);

      // The idle callback firing late, or deferring again, changes nothing.
      act(() => idle.forEach((run) => run()));
      defer = true;
      rerender();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(loader).toHaveBeenCalledTimes(1);
      expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
      expect(fake.unsubscribe).not.toHaveBeenCalled();
    });

    it('does not wait when the URL carries an auth callback', async () => {
      const { requestIdle } = installIdleCallback();
      window.history.replaceState(null, '', '/#access_token=abc&type=recovery');
      const fake = createFakeClient();
      const { loader } = renderSession(fake, { deferUntilIdle: true });

      await waitFor(() => expect(loader).toHaveBeenCalled());
      expect(requestIdle).not.toHaveBeenCalled();
    });

    describe('with a session storage key', () => {
      const KEY = 'studio-auth';
      const withKey = { deferUntilIdle: true, sessionStorageKey: KEY } as const;

      afterEach(() => window.localStorage.clear());

      it('reports a visitor without a stored session as signed out and never loads the client for it', async () => {
        const { idle } = installIdleCallback();
        const fake = createFakeClient();
        const { loader, result } = renderSession(fake, withKey);
        expect(result.current.isLoading).toBe(true);

        act(() => idle.forEach((run) => run()));

        expect(result.current.isLoading).toBe(false);
        expect(result.current.session).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect(loader).not.toHaveBeenCalled();
      });

      it('starts at once, without waiting for idle, when a session is stored', async () => {
        const { requestIdle } = installIdleCallback();
        window.localStorage.setItem(KEY, '{"access_token":"token-1"}');
        const fake = createFakeClient();
        const { result } = renderSession(fake, withKey);

        await waitFor(() => expect(fake.isSubscribed).toBe(true));
        expect(requestIdle).not.toHaveBeenCalled();
        expect(result.current.isLoading).toBe(true);
      });

      it('picks up a session that another tab stores', async () => {
        const { idle } = installIdleCallback();
        const fake = createFakeClient();
        const { loader, result } = renderSession(fake, withKey);
        act(() => idle.forEach((run) => run()));
        expect(result.current.isLoading).toBe(false);

        window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
        window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: null }));
        expect(loader).not.toHaveBeenCalled();

        window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '{}' }));
        await waitFor(() => expect(fake.isSubscribed).toBe(true));
        const session = makeSession('token-1');
        emit(fake, 'INITIAL_SESSION', session);
        expect(result.current.session).toBe(session);
      });

      it('subscribes to session events before an action uses the client', async () => {
        const { idle } = installIdleCallback();
        const fake = createFakeClient();
        const session = makeSession('token-1');
        fake.auth.signInWithPassword.mockImplementation(async () => {
          // What supabase-js does on a successful sign-in: the listener hears of it before the call returns.
          fake.emit('SIGNED_IN', session);
          return { data: { user: session.user, session }, error: null };
        });
        const { result } = renderHook(
          () => ({ session: useSession(), actions: useAuthActions() }),
          {
            wrapper: ({ children }: { children: ReactNode }) => (
              <AuthProvider
                siteUrl={SITE_URL}
                loader={() => Promise.resolve(fake.client)}
                {...withKey}
              >
                {children}
              </AuthProvider>
            ),
          },
        );
        act(() => idle.forEach((run) => run()));
        expect(result.current.session.isLoading).toBe(false);

        await act(() => result.current.actions.signIn({ email: 'a@example.com', password: 'pw' }));

        expect(result.current.session.session).toBe(session);
        expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
      });

      it('stops watching storage on unmount', async () => {
        const { idle } = installIdleCallback();
        const fake = createFakeClient();
        const { loader, result, unmount } = renderSession(fake, withKey);
        act(() => idle.forEach((run) => run()));
        expect(result.current.isLoading).toBe(false);

        unmount();
        window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '{}' }));

        await new Promise((resolve) => setTimeout(resolve, 10));
        expect(loader).not.toHaveBeenCalled();
      });
    });
  });
});

describe('useSession', () => {
  it('throws outside <AuthProvider>', () => {
    expect(() => renderHook(() => useSession())).toThrow(
      new Error('useSession must be used inside <AuthProvider>.'),
    );
  });
});

describe('useAuthActions', () => {
  it('throws outside <AuthProvider>', () => {
    expect(() => renderHook(() => useAuthActions())).toThrow(
      new Error('useAuthActions must be used inside <AuthProvider>.'),
    );
  });

  it('keeps the same actions object across session changes', async () => {
    const fake = createFakeClient();
    const loader = vi.fn<SupabaseLoader>(() => Promise.resolve(fake.client));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthProvider siteUrl={SITE_URL} loader={loader}>
        {children}
      </AuthProvider>
    );
    const { result } = renderHook(() => useAuthActions(), { wrapper });
    const first = result.current;
    await waitFor(() => expect(fake.isSubscribed).toBe(true));

    emit(fake, 'INITIAL_SESSION', makeSession('token-1'));

    expect(result.current).toBe(first);
  });
});

describe('useSecurityActions', () => {
  it('throws outside <AuthProvider>', () => {
    expect(() => renderHook(() => useSecurityActions())).toThrow(
      new Error('useSecurityActions must be used inside <AuthProvider>.'),
    );
  });

  it("signs out other devices through the provider's client and keeps the same object", async () => {
    const fake = createFakeClient();
    fake.auth.signOut.mockResolvedValue({ error: null });
    const loader = vi.fn<SupabaseLoader>(() => Promise.resolve(fake.client));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthProvider siteUrl={SITE_URL} loader={loader}>
        {children}
      </AuthProvider>
    );
    const { result } = renderHook(() => useSecurityActions(), { wrapper });
    const first = result.current;
    await waitFor(() => expect(fake.isSubscribed).toBe(true));
    emit(fake, 'INITIAL_SESSION', makeSession('token-1'));

    await expect(result.current.signOutOtherDevices()).resolves.toEqual({ error: null });
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'others' });
    expect(result.current).toBe(first);
  });
});

describe('AuthProvider actions', () => {
  async function setup() {
    const fake = createFakeClient();
    const view = renderSession(fake);
    await waitFor(() => expect(fake.isSubscribed).toBe(true));
    return { fake, actions: view.result.current };
  }

  it('signUp sends the site root as the confirmation redirect and reports a pending confirmation', async () => {
    const { fake, actions } = await setup();
    const user = makeSession('unused').user;
    fake.auth.signUp.mockResolvedValue({ data: { user, session: null }, error: null });

    const result = await actions.signUp({ email: 'new@example.com', password: 'correct horse' });

    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'correct horse',
      options: { emailRedirectTo: 'https://studio.example/' },
    });
    expect(result).toEqual({ error: null, needsConfirmation: true, session: null, user });
  });

  it('signUp with auto-confirmation returns the session and needs no confirmation', async () => {
    const { fake, actions } = await setup();
    const session = makeSession('token-1');
    fake.auth.signUp.mockResolvedValue({ data: { user: session.user, session }, error: null });

    await expect(
      actions.signUp({ email: 'new@example.com', password: 'correct horse' }),
    ).resolves.toMatchObject({
      error: null,
      needsConfirmation: false,
      session,
    });
  });

  it('signUp returns a weak password with its reasons', async () => {
    const { fake, actions } = await setup();
    fake.auth.signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthWeakPasswordError('Password should be at least 6 characters.', 422, [
        'length',
      ]),
    });

    await expect(actions.signUp({ email: 'new@example.com', password: 'abc' })).resolves.toEqual({
      error: {
        code: 'weak_password',
        message: 'Password should be at least 6 characters.',
        reasons: ['length'],
        status: 422,
      },
      needsConfirmation: false,
      session: null,
      user: null,
    });
  });

  it('signIn returns invalid credentials instead of throwing', async () => {
    const { fake, actions } = await setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    });

    await expect(actions.signIn({ email: 'a@example.com', password: 'wrong' })).resolves.toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid login credentials', status: 400 },
      session: null,
      user: null,
    });
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'a@example.com',
      password: 'wrong',
    });
  });

  it('signIn returns the session on success', async () => {
    const { fake, actions } = await setup();
    const session = makeSession('token-1');
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: session.user, session },
      error: null,
    });

    await expect(actions.signIn({ email: 'a@example.com', password: 'right' })).resolves.toEqual({
      error: null,
      session,
      user: session.user,
    });
  });

  it('sendSignInLink mails existing accounts only, back to /sign-in with next, and hides unknown ones', async () => {
    const { fake, actions } = await setup();
    fake.auth.signInWithOtp.mockResolvedValue({ data: {}, error: null });
    await expect(actions.sendSignInLink('a@example.com', '/saas-templates')).resolves.toEqual({
      error: null,
    });
    expect(fake.auth.signInWithOtp).toHaveBeenCalledWith({
      email: 'a@example.com',
      options: {
        shouldCreateUser: false,
        emailRedirectTo: 'https://studio.example/sign-in?next=%2Fsaas-templates',
      },
    });

    fake.auth.signInWithOtp.mockResolvedValue({
      data: {},
      error: new AuthApiError('Signups not allowed for otp', 422, 'otp_disabled'),
    });
    await expect(actions.sendSignInLink('nobody@example.com', '/account')).resolves.toEqual({
      error: null,
    });
    fake.auth.signInWithOtp.mockResolvedValue({
      data: {},
      error: new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'),
    });
    expect((await actions.sendSignInLink('a@example.com', '/account')).error).toMatchObject({
      code: 'over_email_send_rate_limit',
    });
  });

  it('verifySignInCode signs in with the e-mailed code', async () => {
    const { fake, actions } = await setup();
    const session = makeSession('token-otp');
    fake.auth.verifyOtp.mockResolvedValue({ data: { user: session.user, session }, error: null });
    await expect(actions.verifySignInCode('a@example.com', '123456')).resolves.toEqual({
      error: null,
      session,
      user: session.user,
    });
    expect(fake.auth.verifyOtp).toHaveBeenCalledWith({
      email: 'a@example.com',
      token: '123456',
      type: 'email',
    });
  });

  it('signIn turns an unexpected throw into a returned error', async () => {
    const { fake, actions } = await setup();
    fake.auth.signInWithPassword.mockRejectedValue(new Error('lock timed out'));

    await expect(actions.signIn({ email: 'a@example.com', password: 'x' })).resolves.toMatchObject({
      error: { code: 'unknown', message: 'lock timed out' },
    });
  });

  it('signOut returns a network failure', async () => {
    const { fake, actions } = await setup();
    fake.auth.signOut.mockResolvedValue({
      error: new AuthRetryableFetchError('Failed to fetch', 0),
    });

    await expect(actions.signOut()).resolves.toEqual({
      error: { code: 'network_error', message: 'Failed to fetch' },
    });
    expect(fake.auth.signOut).toHaveBeenCalledWith();
  });

  it('signOut returns no error on success', async () => {
    const { fake, actions } = await setup();
    fake.auth.signOut.mockResolvedValue({ error: null });

    await expect(actions.signOut()).resolves.toEqual({ error: null });
  });

  it('requestPasswordReset posts the e-mail to send-reset-email', async () => {
    const { fake, actions } = await setup();

    await expect(actions.requestPasswordReset('a@example.com')).resolves.toEqual({ error: null });
    expect(fake.functions.invoke).toHaveBeenCalledWith('send-reset-email', {
      method: 'POST',
      body: { email: 'a@example.com' },
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('requestPasswordReset logs and returns the error body of the function', async () => {
    const { fake, actions } = await setup();
    const response = new Response(JSON.stringify({ error: 'Too many requests' }), {
      status: 429,
      headers: { 'Content-Type': 'application/json' },
    });
    fake.setResetAnswer({ data: null, error: new FunctionsHttpError(response) });

    const result = await actions.requestPasswordReset('a@example.com');

    expect(result).toEqual({
      error: { code: 'over_request_rate_limit', message: 'Too many requests', status: 429 },
    });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[auth] send-reset-email failed'),
      result.error,
    );
  });

  it('requestPasswordReset returns a network failure', async () => {
    const { fake, actions } = await setup();
    fake.setResetAnswer({
      data: null,
      error: new FunctionsFetchError(new TypeError('Failed to fetch')),
    });

    await expect(actions.requestPasswordReset('a@example.com')).resolves.toMatchObject({
      error: { code: 'network_error' },
    });
  });

  it('updatePassword sets the password and returns the user', async () => {
    const { fake, actions } = await setup();
    const user = makeSession('token-1').user;
    fake.auth.updateUser.mockResolvedValue({ data: { user }, error: null });

    await expect(actions.updatePassword('a new passphrase')).resolves.toEqual({
      error: null,
      user,
    });
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: 'a new passphrase' });
  });

  it('updatePassword returns a missing session', async () => {
    const { fake, actions } = await setup();
    fake.auth.updateUser.mockResolvedValue({
      data: { user: null },
      error: new AuthSessionMissingError(),
    });

    await expect(actions.updatePassword('a new passphrase')).resolves.toMatchObject({
      error: { code: 'session_missing' },
      user: null,
    });
  });

  it('refreshSubscription does nothing while signed out', async () => {
    const { fake, actions } = await setup();

    await expect(actions.refreshSubscription()).resolves.toEqual({ error: null });
    expect(fake.functions.invoke).not.toHaveBeenCalled();
  });
});
