/** An inet column holds addresses only: anything else (the in-process transport's 'unknown') stores as null. */
export function inetOrNull(ip: string | undefined): string | null {
  return ip && /^[0-9a-f.:]+$/i.test(ip) ? ip : null;
}
