import { createSupabaseLoader } from '@outpace/core/supabase';
import { env } from './env';

/**
 * Where supabase-js keeps the session in localStorage. Named here, not left to supabase-js's default, because
 * AuthProvider reads it too: with nothing stored, the landing page never loads supabase-js just to learn that.
 */
export const SESSION_STORAGE_KEY = 'outpace-auth';

/** The site's single Supabase client, created on first use (see createSupabaseLoader). */
export const loadSupabase = createSupabaseLoader({
  url: env.supabaseUrl,
  anonKey: env.supabaseAnonKey,
  options: { auth: { storageKey: SESSION_STORAGE_KEY } },
});
