import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { newUser } from '../support/harness.ts';

/** A supabase-js client whose realtime socket is `ws` (Node 20 has no WebSocket of its own). */
export function realtimeClient(
  server: LocalSupabase,
  key = server.anonKey,
  realtime: { vsn?: '1.0.0' | '2.0.0' } = {},
): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never, ...realtime },
  });
}

/** A fresh account signed in on a realtime client, so its channels join with the user's access token. */
export async function realtimeUser(server: LocalSupabase, prefix = 'rt') {
  const user = await newUser(server, prefix);
  const session = (await user.client.auth.getSession()).data.session;
  if (!session) throw new Error('sign-up returned no session');
  const client = realtimeClient(server);
  const { error } = await client.auth.setSession(session);
  if (error) throw error;
  return { ...user, client, session };
}

/** Subscribes and resolves on SUBSCRIBED; rejects with the server's reason on CHANNEL_ERROR or TIMED_OUT. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        reject(error ?? new Error(status));
    });
  });
}

/** The payloads a callback receives, with a wait for the n-th. */
export class Received<T> {
  readonly items: T[] = [];
  #waiters: { count: number; resolve: () => void }[] = [];

  readonly add = (item: T): void => {
    this.items.push(item);
    this.#waiters = this.#waiters.filter((w) => {
      if (this.items.length < w.count) return true;
      w.resolve();
      return false;
    });
  };

  async atLeast(count: number, timeoutMs = 5000): Promise<T[]> {
    if (this.items.length < count) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`received ${this.items.length} of ${count}`)),
          timeoutMs,
        );
        this.#waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    }
    return this.items;
  }
}
