import { runWhenIdle } from '../scheduling';
import { isSessionStored, watchForStoredSession } from './storedSession';

/** Upper bound on the idle wait, so a busy page still gets its session within a few seconds. */
const IDLE_TIMEOUT_MS = 3000;

export interface StartClientOptions {
  /** Loads supabase-js and subscribes to its auth events; called at most once. */
  start: () => void;
  /** Wait until the browser is idle (ignored when the URL carries an auth callback, which must be read at once). */
  deferUntilIdle: boolean;
  /**
   * Where supabase-js stores the session. With `deferUntilIdle`, a stored session starts the client at once (the
   * page is waiting to confirm it); when nothing is stored there once the browser is idle, the client is not
   * started until `startNow` or until another tab stores a session.
   */
  sessionStorageKey: string | undefined;
  /** Called instead of starting when the idle wait finds no stored session: the visitor is signed out. */
  onNothingStored: () => void;
}

export interface ClientStart {
  /** Starts at once if still waiting (an action needs the client, or the deferral was turned off). */
  startNow: () => void;
  /** Stops the idle wait or the watch for a session stored by another tab; `startNow` does nothing after it. */
  cancel: () => void;
}

/**
 * The deferred start of the Supabase client: after mount, so prerendering and the landing page's first load stay
 * free of supabase-js. With `deferUntilIdle`, at once only when a session is stored (the page shows a placeholder
 * in the header until it is confirmed), otherwise once the browser is idle, and then only if a session is stored.
 */
export function startClient({
  start,
  deferUntilIdle,
  sessionStorageKey,
  onNothingStored,
}: StartClientOptions): ClientStart {
  const isStored = sessionStorageKey !== undefined && isSessionStored(sessionStorageKey);
  if (!deferUntilIdle || isStored || hasAuthCallbackInUrl()) {
    start();
    return { startNow: () => {}, cancel: () => {} };
  }
  let started = false;
  let isCancelled = false;
  const startOnce = () => {
    if (started || isCancelled) return;
    started = true;
    start();
  };
  // Once the wait is over, `cancel` stops the storage watch instead.
  let cancel = runWhenIdle(() => {
    if (sessionStorageKey === undefined || isSessionStored(sessionStorageKey)) {
      startOnce();
      return;
    }
    // Nothing to restore: loading supabase-js would only confirm that the visitor is signed out.
    onNothingStored();
    cancel = watchForStoredSession(sessionStorageKey, startOnce);
  }, IDLE_TIMEOUT_MS);
  return {
    startNow() {
      if (started || isCancelled) return;
      cancel();
      startOnce();
    },
    cancel() {
      isCancelled = true;
      cancel();
    },
  };
}

/** True when the URL carries the result of an e-mail link (tokens or an error), which supabase-js reads on start. */
function hasAuthCallbackInUrl(): boolean {
  const { hash, search } = window.location;
  return /(?:^|[#&?])(?:access_token|error_code|error_description)=/.test(`${hash}&${search}`);
}
