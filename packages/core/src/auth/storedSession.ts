/**
 * Whether supabase-js has a session stored under `storageKey` in localStorage. When storage cannot be read
 * (blocked cookies and site data, some private modes) the answer is "maybe", i.e. true: only a known absence lets
 * the caller skip loading the client.
 */
export function isSessionStored(storageKey: string): boolean {
  try {
    return window.localStorage.getItem(storageKey) !== null;
  } catch {
    return true;
  }
}

/**
 * Calls `onStored` when another tab stores a session under `storageKey` (a sign-in there); returns a function that
 * stops listening. The browser fires `storage` events only in the other tabs of the origin.
 */
export function watchForStoredSession(storageKey: string, onStored: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey && event.newValue !== null) onStored();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
