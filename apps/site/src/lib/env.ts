/**
 * Validated access to build-time environment. Without VITE_SUPABASE_* the site talks to the local server that
 * the README's run command starts, with the Supabase CLI's public demo anon key (not a secret).
 */

/** The local server's address (apps/local-supabase); the build starts one there when nothing answers (see prerender). */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

function readUrl(name: string, value: string | undefined, fallback: string): string {
  const chosen = value?.trim() || fallback;
  try {
    return new URL(chosen).href.replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${chosen}".`);
  }
}

export const env = {
  supabaseUrl: readUrl('VITE_SUPABASE_URL', import.meta.env.VITE_SUPABASE_URL, LOCAL_SUPABASE_URL),
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY,
} as const;
