import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from '../contracts/index.ts';
import { preconnect } from './preconnect';

/** Resolves the one Supabase client of the app, creating it on first use. */
export type SupabaseLoader = () => Promise<SupabaseClient<Database>>;

export interface SupabaseLoaderConfig {
  url: string;
  /** The public anon (or publishable) key; never a service key in browser code. */
  anonKey: string;
  options?: SupabaseClientOptions<'public'>;
}

/**
 * Creates the client lazily: supabase-js is about 50 KB gzip, so the landing page loads it only when a
 * section actually asks for data or a session, and every caller shares the same instance. Its realtime socket (opened
 * only by a page that subscribes) keeps the spec's heartbeat and reconnect delays (createSpecClient).
 */
export function createSupabaseLoader({
  url,
  anonKey,
  options,
}: SupabaseLoaderConfig): SupabaseLoader {
  let client: Promise<SupabaseClient<Database>> | undefined;
  return () => {
    if (!client) {
      preconnect(url);
      client = import('./specClient').then(({ createSpecClient }) =>
        createSpecClient(url, anonKey, options),
      );
    }
    return client;
  };
}
