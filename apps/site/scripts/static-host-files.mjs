// Files that tell static hosts (Netlify-style `_redirects`/`_headers`, Vercel's vercel.json) and crawlers
// (robots.txt, sitemap.xml) what our own server does, generated from the same tables so they cannot drift.
import { securityHeaders } from './security-headers.mjs';

const HASHED_ASSETS = '/assets/*';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function netlifyRedirects(redirects) {
  return `${redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n')}\n`;
}

export function netlifyHeaders() {
  const lines = [
    '/*',
    ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`),
  ];
  lines.push(HASHED_ASSETS, `  Cache-Control: ${IMMUTABLE}`);
  return `${lines.join('\n')}\n`;
}

export function vercelConfig(redirects) {
  return `${JSON.stringify(
    {
      cleanUrls: true,
      trailingSlash: false,
      redirects: redirects.map(({ from, to }) => ({
        source: from,
        destination: to,
        permanent: true,
      })),
      headers: [
        {
          source: '/(.*)',
          headers: Object.entries(securityHeaders).map(([key, value]) => ({ key, value })),
        },
        { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
      ],
    },
    null,
    2,
  )}\n`;
}

export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\nDisallow: /account\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function sitemapXml(siteUrl, paths) {
  const urls = paths
    .map((path) => `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
