// Every prerendered page's header shows the visitor's account state from the first paint. The page is prerendered
// without a session, and supabase-js (50 KB gzip) confirms a stored one only later, so an inline script in <head>
// reads the stored session first and tells the page's CSS: `<html data-stored-session>` makes the header's auth
// slot show a neutral placeholder instead of 'Sign in' until the session is confirmed (the kit's NavBar,
// `isSessionPending`). No attribute, e.g. with JavaScript off, leaves 'Sign in'.
import { createHash } from 'node:crypto';

const MARKER = '<!--session-hint-->';

/**
 * Inline and constant, so the Content-Security-Policy allows it by hash; the storage key comes from its data
 * attribute. A value supabase-js could not restore (not JSON, no refresh token) counts as no session, as does
 * storage that cannot be read: the visitor sees 'Sign in' at once, and supabase-js clears such a value itself.
 */
export const SESSION_HINT_SCRIPT = `(function () {
  try {
    var stored = JSON.parse(localStorage.getItem(document.currentScript.getAttribute('data-storage-key')));
    if (stored && typeof stored.refresh_token === 'string') {
      document.documentElement.setAttribute('data-stored-session', '');
    }
  } catch (error) {}
})();`;

/** For the Content-Security-Policy's script-src. */
export const sessionHintSource = `'sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64')}'`;

/**
 * Puts the script where the page shell marks it, early in <head>, so it runs before the body is parsed and painted.
 * @param {string} html a built page shell
 * @param {string} storageKey where supabase-js stores the session
 * @returns {string}
 */
export function withSessionHint(html, storageKey) {
  if (!html.includes(MARKER)) throw new Error(`The page shell has no ${MARKER} marker.`);
  if (!/^[\w-]+$/.test(storageKey))
    throw new Error(`Unexpected session storage key "${storageKey}".`);
  return html.replace(
    MARKER,
    `<script data-storage-key="${storageKey}">${SESSION_HINT_SCRIPT}</script>`,
  );
}
