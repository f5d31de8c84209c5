/**
 * Opens the connection to the API while the client's code (supabase-js or postgrest-js) is still downloading, so
 * its first request does not also wait for DNS, TCP and TLS. `anonymous`: neither sends cookies, and browsers keep
 * the connections of such requests apart from credentialed ones.
 */
export function preconnect(url: string): void {
  if (typeof document === 'undefined') return;
  const { origin } = new URL(url);
  if (origin === location.origin) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}
