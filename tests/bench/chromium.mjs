import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { isStopping, stopProcessTree, track } from './processes.mjs';

/**
 * chrome-launcher's DEFAULT_FLAGS (v1.2.1, the launcher Lighthouse's CLI uses). chrome-launcher is only a
 * dependency of lighthouse, so pnpm's strict layout does not let us import it from the root; we launch Chromium
 * ourselves and pass these so timings match a normal Lighthouse run (no background timer throttling etc.).
 */
const chromeLauncherDefaults = [
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-client-side-phishing-detection',
  '--metrics-recording-only',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--use-mock-keychain',
  '--force-fieldtrials=*BackgroundTracing/default/',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
  '--disable-domain-reliability',
  '--propagate-iph-for-testing',
];

/** @returns {string} e.g. "Chromium 156.0.8078.79 built on Debian ..." */
export function chromiumVersion() {
  return execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .trim()
    .split('\n')[0];
}

/**
 * A fresh headless Chromium with a fresh profile, for one Lighthouse run. Port 0 lets Chromium pick a free port,
 * which it writes to DevToolsActivePort in the profile.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function launchHeadlessChromium() {
  if (isStopping()) throw new Error('The benchmark is shutting down.');
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      ...chromeLauncherDefaults,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let untrack = () => false;
  /** @type {() => Promise<void>} */
  const close = async () => {
    untrack();
    await stopProcessTree(child, exited);
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  untrack = track(close);
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Chromium exited with code ${child.exitCode}`);
      const port = await readFile(path.join(userDataDir, 'DevToolsActivePort'), 'utf8').then(
        // Two lines (port, browser path) once fully written.
        (text) => (text.includes('\n') ? Number(text.split('\n')[0]) : 0),
        () => 0,
      );
      if (port > 0) return { port, close };
      if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port in 20 s');
      await sleep(100);
    }
  } catch (error) {
    await close();
    throw error;
  }
}
