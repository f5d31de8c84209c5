import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../contracts/index.ts';
import { preconnect } from '../supabase/preconnect';

/** Resolves the app's client of the REST API alone, creating it on first use. */
export type RestLoader = () => Promise<PostgrestClient<Database>>;

export interface RestLoaderConfig {
  url: string;
  /** The public anon (or publishable) key; never a service key in browser code. */
  anonKey: string;
  /** Tests count the requests through it; the global `fetch` otherwise. */
  fetch?: typeof fetch;
}

/**
 * A client of the project's REST API without the rest of supabase-js: postgrest-js is the query builder behind
 * supabase-js's own `from()`, at about a fifth of its code and with no session. It asks as the anon role, with the
 * headers supabase-js sends when nobody is signed in, so it reads what every visitor may read (the products): a
 * page that only shows those never loads, parses and runs supabase-js for them. Created lazily, shared by every
 * caller.
 */
export function createRestLoader({ url, anonKey, fetch }: RestLoaderConfig): RestLoader {
  let client: Promise<PostgrestClient<Database>> | undefined;
  return () => {
    if (!client) {
      preconnect(url);
      client = import('@supabase/postgrest-js').then(
        ({ PostgrestClient }) =>
          new PostgrestClient<Database>(`${url.replace(/\/+$/, '')}/rest/v1`, {
            headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
            fetch,
          }),
      );
    }
    return client;
  };
}
