import { createSupabaseLoader, sessionStorageKeyFor } from '@outpace/core/supabase';
import { env } from './env';

/**
 * Where supabase-js keeps the session in localStorage: its own default for the project's URL
 * (`sb-127-auth-token` locally), named here because more than the client reads it. AuthProvider does, to skip
 * loading supabase-js when nothing is stored, and the prerendered pages' inline script does, to show the header's
 * account state from the first paint (scripts/session-hint.mjs).
 */
export const SESSION_STORAGE_KEY = sessionStorageKeyFor(env.supabaseUrl);

/** The site's single Supabase client, created on first use (see createSupabaseLoader). */
export const loadSupabase = createSupabaseLoader({
  url: env.supabaseUrl,
  anonKey: env.supabaseAnonKey,
  options: { auth: { storageKey: SESSION_STORAGE_KEY } },
});
