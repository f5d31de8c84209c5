// Test helper (not exported from the package).

/** An unsigned token with the given claims: only the payload is read, the signature is the server's business. */
export function tokenWith(claims: Record<string, unknown>): string {
  const payload = btoa(JSON.stringify(claims))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
}
