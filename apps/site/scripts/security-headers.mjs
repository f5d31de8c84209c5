import { bootScriptSource } from './hero-first-entry.mjs';
import { sessionHintSource } from './session-hint.mjs';

/**
 * Response headers for every page, shared by our local server and the static-host configs written at build time.
 * Scripts may come only from our origin, plus two inline scripts by their hashes: every prerendered page's boot script
 * (hero-first-entry.mjs) and every page's stored-session hint (session-hint.mjs). JSON-LD blocks and the products'
 * JSON data island (productsIsland.ts) are data, not scripts: the browser never runs them, so CSP does not apply.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${bootScriptSource} ${sessionHintSource} https://app.cal.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http://127.0.0.1:54321 https:",
  "font-src 'self'",
  // The local backend's realtime socket: an http: source does not cover ws: (https: does cover a hosted wss:).
  "connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321 https:",
  'frame-src https://www.youtube-nocookie.com https://cal.com https://app.cal.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
