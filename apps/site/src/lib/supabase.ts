import { createSupabaseLoader } from '@outpace/core/supabase';
import { env } from './env';

/** The site's single Supabase client, created on first use (see createSupabaseLoader). */
export const loadSupabase = createSupabaseLoader({
  url: env.supabaseUrl,
  anonKey: env.supabaseAnonKey,
});
