/** How often the realtime socket sends its heartbeat (the spec: every 25 s). */
export const REALTIME_HEARTBEAT_MS = 25_000;

/** How long the realtime socket waits before each reconnect attempt (the spec: 1, 2, 5, then every 10 s). */
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** realtime-js's `reconnectAfterMs`: the delay before attempt `tries` (1 for the first), the last one repeating. */
export function realtimeReconnectAfterMs(tries: number): number {
  const [, , , last] = REALTIME_RECONNECT_DELAYS_MS;
  return REALTIME_RECONNECT_DELAYS_MS[tries - 1] ?? last;
}
