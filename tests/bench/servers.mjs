// Child servers for the benchmark, each in its own process group so that stopping one reaches only what it spawned.
import { execFile, spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { stopProcessTree, track } from './processes.mjs';

/**
 * @typedef {{ name: string, url: string, stop: () => Promise<void>, output: () => string, exited: Promise<unknown> }} Server
 */

/**
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isListening(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Fails before any work is done when one of the benchmark's ports is taken.
 * @param {string} host
 * @param {Record<string, number>} ports
 */
export async function assertPortsFree(host, ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (await isListening(host, port)) {
      throw new Error(
        `Port ${port} (${name}) is in use on ${host}. pnpm bench needs ports ` +
          `${Object.values(ports).join(', ')} free; 54321 because the built site calls its backend there.`,
      );
    }
  }
}

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, url: string }} options
 * @returns {Server}
 */
function startChild(name, command, args, { cwd, env, url }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Kept for the error message when the server does not come up.
  let log = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let untrack = () => false;
  const stop = async () => {
    untrack();
    await stopProcessTree(child, exited);
  };
  untrack = track(stop);
  return { name, url, output: () => log, stop, exited };
}

/**
 * Resolves once `server.url` answers, using the site's own wait script; rejects if the server exits first.
 * @param {Server} server
 * @param {string} repoRoot
 * @param {number} seconds
 */
async function waitUntilUp(server, repoRoot, seconds) {
  const waiting = promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, 'apps/site/scripts/wait-for-url.mjs'), server.url, String(seconds)],
    { cwd: repoRoot },
  );
  const died = server.exited.then(() => {
    throw new Error(`${server.name} exited before answering.\n${server.output()}`);
  });
  try {
    await Promise.race([waiting, died]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${server.name} did not come up at ${server.url}: ${message}\n${server.output()}`,
    );
  }
}

/**
 * The local Supabase-compatible backend with a throwaway database. Its address is baked into the site build
 * (apps/site/src/lib/env.ts), so it must listen on that port; we refuse to start when something already does
 * rather than measure against a server we do not control.
 * @param {string} repoRoot
 * @param {{ host: string, port: number }} address
 * @returns {Promise<Server>}
 */
export async function startBackend(repoRoot, { host, port }) {
  if (await isListening(host, port)) {
    throw new Error(
      `Port ${port} is in use. pnpm bench starts its own backend there (the built site calls ` +
        `http://${host}:${port}); stop whatever listens on it and try again.`,
    );
  }
  const server = startChild(
    'local Supabase backend',
    'pnpm',
    ['--filter', '@outpace/local-supabase', 'start'],
    {
      cwd: repoRoot,
      env: { DATA_DIR: 'memory', HOST: host, PORT: String(port) },
      url: `http://${host}:${port}/`,
    },
  );
  try {
    await waitUntilUp(server, repoRoot, 120);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * apps/site/scripts/serve.mjs (compression and caching as in production) over `dir`.
 * @param {string} repoRoot
 * @param {string} name
 * @param {string} dir
 * @param {{ host: string, port: number }} address
 * @returns {Promise<Server>}
 */
export async function startStaticServer(repoRoot, name, dir, { host, port }) {
  if (await isListening(host, port)) throw new Error(`Port ${port} (for the ${name}) is in use.`);
  const server = startChild(
    name,
    process.execPath,
    [path.join(repoRoot, 'apps/site/scripts/serve.mjs')],
    {
      cwd: repoRoot,
      env: { DIST_DIR: dir, HOST: host, PORT: String(port) },
      url: `http://${host}:${port}/`,
    },
  );
  try {
    await waitUntilUp(server, repoRoot, 30);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
