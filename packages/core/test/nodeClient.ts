/** A supabase-js client for the Node-environment suites that talk to a local Supabase server. */
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
  type WebSocketLikeConstructor,
} from '@supabase/supabase-js';

/**
 * supabase-js builds its realtime client eagerly and Node 20 has no global WebSocket without
 * `--experimental-websocket`; the Node suites never open a channel, so a transport that refuses to connect will do.
 */
export const noRealtime = class {
  constructor() {
    throw new Error('The Node suites never open a realtime connection.');
  }
} as unknown as WebSocketLikeConstructor;

export function clientFor(
  url: string,
  key: string,
  options: SupabaseClientOptions<'public'> = {},
): SupabaseClient {
  return createClient(url, key, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: noRealtime },
  });
}
