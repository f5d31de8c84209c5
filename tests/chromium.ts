/**
 * Debian's Chromium is the only browser on our machines (Playwright's own download cannot reach its host).
 * These flags keep it from calling home, which the closed network answers with connection errors.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
