const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);

function parse(url: string | undefined): URL | undefined {
  if (!url) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Supabase Auth's glob dialect: `*` stays within one host label or path segment, `**` crosses them. */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i] ?? '';
    if (ch === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i++;
    } else if (ch === '*') {
      pattern += '[^./]*';
    } else if (ch === '?') {
      pattern += '[^./]';
    } else {
      pattern += ch.replace(/[.+^${}()|[\]\\/]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

function isAllowed(target: URL, siteUrl: URL, allowList: readonly RegExp[]): boolean {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (loopbackHosts.has(target.hostname) && /^\d|^\[/.test(target.hostname)) return true;
  const sameSite =
    target.protocol === siteUrl.protocol &&
    target.hostname === siteUrl.hostname &&
    (target.port === siteUrl.port || loopbackHosts.has(target.hostname));
  return sameSite || allowList.some((re) => re.test(target.href));
}

/**
 * Where to send the user after an email link: the requested URL if SITE_URL or the allow-list permits
 * it, else the Referer under the same rule, else SITE_URL. Never an error, like Supabase Auth.
 */
export function resolveRedirect(
  requested: string | undefined,
  referer: string | undefined,
  siteUrl: string,
  additionalRedirectUrls: readonly string[],
): string {
  const site = new URL(siteUrl);
  const allowList = additionalRedirectUrls.map(globToRegExp);
  for (const candidate of [parse(requested), parse(referer)]) {
    if (candidate && isAllowed(candidate, site, allowList)) return candidate.href;
  }
  return siteUrl;
}
