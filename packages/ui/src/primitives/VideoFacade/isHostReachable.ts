/** How long the player's host may take to answer before the facade says the video is unavailable. */
export const HOST_TIMEOUT_MS = 4000;

/**
 * Whether the player's host answers at all: a `no-cors` request for the player URL, which resolves with an opaque
 * answer when the host is there and fails when it is unreachable (offline, blocked by an extension or a firewall).
 * An iframe cannot tell: it fires `load` on the browser's own error page too. A URL that is not on the network
 * (`about:`, `data:`) has no host to ask.
 */
export async function isHostReachable(url: string, timeoutMs = HOST_TIMEOUT_MS): Promise<boolean> {
  if (!/^https?:/i.test(url)) return true;
  try {
    await fetch(url, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}
