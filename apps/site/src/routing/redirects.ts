/**
 * Old URLs that still receive traffic (spec: legacy redirects). The router replaces them client-side, and the build
 * writes the same table as permanent redirects for static hosts, so both paths agree.
 */
export const legacyRedirects = [
  { from: '/home-v2', to: '/' },
  { from: '/home', to: '/' },
  { from: '/templates', to: '/all-framer-templates' },
  { from: '/lovable-templates', to: '/all-framer-templates' },
  { from: '/saas', to: '/saas-templates' },
] as const;
