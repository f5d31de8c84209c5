// The backend the build reads the products from. When the site talks to the local server (no VITE_SUPABASE_URL)
// and none is running, the build starts one on a throwaway in-memory database, seeded like a fresh one, and stops
// it once the products are read. A running one (`pnpm start`, the e2e suite's) is used as it is.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The package's entry is apps/local-supabase/src/index.ts; the server's command line, main.ts, sits beside it.
const localServerDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.resolve('@outpace/local-supabase'))),
  '..',
);
// Preparing a fresh database (every migration and the seed) took over 60 s on a loaded 2-core runner.
const START_TIMEOUT_MS = 180_000;

async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** Starts the local server at `url`'s port; resolves once it answers, rejects if it exits or takes too long. */
async function startLocalServer(url) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: localServerDir,
    env: { ...process.env, DATA_DIR: 'memory', PORT: new URL(url).port },
    // Its banner (keys and URLs) is not the build's business; its errors are.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + START_TIMEOUT_MS;
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  while (!(await answers(url))) {
    if (hasExited) throw new Error(`the local server at ${url} exited before answering`);
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(
        `the local server at ${url} did not answer within ${START_TIMEOUT_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: async () => {
      if (!hasExited) server.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs `read` against the products API: as it is, or with a local server started for it (see above). A local
 * server that cannot start leaves `read` to find the API unreachable, which the build survives.
 */
export async function withBuildBackend({ url, isLocalServer }, read) {
  if (!isLocalServer || (await answers(url))) return read();
  console.log(`products: starting the local server at ${url} on a throwaway in-memory database`);
  let server;
  try {
    server = await startLocalServer(url);
  } catch (error) {
    console.log(`products: ${error.message}`);
    return read();
  }
  try {
    return await read();
  } finally {
    await server.stop();
  }
}
