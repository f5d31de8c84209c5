/**
 * The localStorage key supabase-js keeps the session of the project at `url` under when none is configured:
 * `sb-<first label of the host name>-auth-token` (`sb-127-auth-token` for `http://127.0.0.1:54321`,
 * `sb-abcd-auth-token` for `https://abcd.supabase.co`). Code that reads the stored session without supabase-js
 * (the header's decision before the first paint) and the client itself take the key from here, so they agree.
 */
export function sessionStorageKeyFor(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}
