/**
 * Debian's Chromium is the only browser on our machines (Playwright's own download cannot reach its host).
 * These flags keep it from calling home, which the closed network answers with connection errors.
 * Plain JavaScript so that the benchmark, which runs on bare Node 20, shares it with the TypeScript test configs.
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
