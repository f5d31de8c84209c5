// @vitest-environment happy-dom
import type { WebSocketLikeConstructor } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupabaseLoader } from './createSupabaseLoader';
import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_DELAYS_MS } from './realtimeTimings';

/** supabase-js builds its realtime client eagerly; these tests never open a channel. */
const noRealtime = class {
  constructor() {
    throw new Error('These tests never open a realtime connection.');
  }
} as unknown as WebSocketLikeConstructor;

function loaderFor(url: string) {
  return createSupabaseLoader({
    url,
    anonKey: 'public-anon-key',
    options: {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: noRealtime },
    },
  });
}

const preconnects = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => {
  document.head.replaceChildren();
});

describe('createSupabaseLoader', () => {
  it('connects to the API while the client loads, once, for requests without cookies', async () => {
    const load = loaderFor('http://127.0.0.1:54321/');
    expect(preconnects()).toEqual([]);

    const [first, second] = await Promise.all([load(), load()]);

    expect(first).toBe(second);
    expect(preconnects()).toEqual([{ href: 'http://127.0.0.1:54321', crossOrigin: 'anonymous' }]);
  });

  it('adds no connection hint for an API on the page’s own origin', async () => {
    await loaderFor(`${location.origin}/`)();

    expect(preconnects()).toEqual([]);
  });

  it('gives the realtime client the spec’s heartbeat of 25 s and reconnect delays of 1, 2, 5, then 10 s', async () => {
    const client = await loaderFor('http://127.0.0.1:54321/')();

    expect(REALTIME_HEARTBEAT_MS).toBe(25_000);
    expect(REALTIME_RECONNECT_DELAYS_MS).toEqual([1000, 2000, 5000, 10_000]);
    expect(client.realtime.heartbeatIntervalMs).toBe(25_000);
    expect([1, 2, 3, 4, 5, 9].map((tries) => client.realtime.reconnectAfterMs(tries))).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000,
    ]);
  });
});
