import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { Database } from '../contracts/index.ts';
import { REALTIME_HEARTBEAT_MS, realtimeReconnectAfterMs } from './realtimeTimings';

/**
 * supabase-js's client with the spec's realtime heartbeat and reconnect delays set rather than left to
 * realtime-js's defaults. Loaded with supabase-js itself (see createSupabaseLoader), so the timings add nothing to a
 * page that never creates the client.
 */
export function createSpecClient(
  url: string,
  anonKey: string,
  options: SupabaseClientOptions<'public'> | undefined,
): SupabaseClient<Database> {
  return createClient<Database>(url, anonKey, {
    ...options,
    realtime: {
      heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
      reconnectAfterMs: realtimeReconnectAfterMs,
      ...options?.realtime,
    },
  });
}
