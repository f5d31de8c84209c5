/**
 * Debian's Chromium is the only browser on our machines (Playwright's own download cannot reach its host).
 * These flags keep it from calling home, which the closed network answers with connection errors.
 * Plain JavaScript so that the benchmark, which runs on bare Node 20, shares it with the TypeScript test configs.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of Chromium's old headless mode, for the end-to-end suite: the same engine without the full
 * browser's compositor and window machinery, so each page costs less CPU (23 e2e tests took 71-75 s against 114-117 s
 * with the full browser here). The stories keep the full browser: their baselines were rendered by it, and the shell
 * paints a few pixels of text differently.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

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
