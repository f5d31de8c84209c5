import { accountPaths, paths } from '../routing/paths';

/** Where a visitor goes after signing in when no (usable) `next` was given. */
export const DEFAULT_AFTER_SIGN_IN = paths.account;

/** The query parameter that carries the page to return to after signing in. */
export const NEXT_PARAM = 'next';

// Resolved against a fixed dummy origin: only whether the result stays on that origin matters, not which it is.
const BASE = 'https://same-site.invalid';

/**
 * The page to return to after signing in, from the `next` parameter, as a path on this site. Anything that could
 * leave the site is ignored: absolute and protocol-relative URLs (`https://…`, `//evil.example`, `/\\evil.example`),
 * other schemes (`javascript:`), and control characters. The sign-in and sign-up pages themselves are ignored
 * too (they would only bounce), except `/account`. Falls back to `fallback`.
 */
export function safeNextPath(
  raw: string | null | undefined,
  fallback: string = DEFAULT_AFTER_SIGN_IN,
): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return fallback;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (accountPaths.includes(url.pathname) && url.pathname !== paths.account) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `?next=` set to `next`. */
export function withNext(path: string, next: string): string {
  return `${path}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}
