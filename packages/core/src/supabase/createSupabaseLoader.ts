import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { preconnect } from './preconnect';

/** Resolves the one Supabase client of the app, creating it on first use. */
export type SupabaseLoader = () => Promise<SupabaseClient>;

export interface SupabaseLoaderConfig {
  url: string;
  /** The public anon (or publishable) key; never a service key in browser code. */
  anonKey: string;
  options?: SupabaseClientOptions<'public'>;
}

/**
 * Creates the client lazily: supabase-js is about 50 KB gzip, so the landing page loads it only when a
 * section actually asks for data or a session, and every caller shares the same instance.
 */
export function createSupabaseLoader({
  url,
  anonKey,
  options,
}: SupabaseLoaderConfig): SupabaseLoader {
  let client: Promise<SupabaseClient> | undefined;
  return () => {
    if (!client) {
      preconnect(url);
      client = import('@supabase/supabase-js').then(({ createClient }) =>
        createClient(url, anonKey, options),
      );
    }
    return client;
  };
}
