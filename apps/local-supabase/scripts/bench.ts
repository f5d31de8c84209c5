/**
 * Loopback throughput and latency of the two hottest calls: the landing page's products query and the
 * password grant. Not part of the tests: timings depend on the machine.
 *
 *   pnpm --filter @outpace/local-supabase bench [-- --duration 10 --connections 10]
 *
 * The server runs in its own process (in-memory database, rate limits off) so the load generator does
 * not share its event loop.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  // pnpm forwards the `--` separator itself.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: 'memory',
      RATE_LIMIT_TOKEN: '0',
      RATE_LIMIT_SIGNUPS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = await new Promise<{ url: string; anonKey: string }>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /API URL\s+(\S+)/.exec(output)?.[1];
      const anonKey = /anon key\s+(\S+)/.exec(output)?.[1];
      if (url && anonKey) resolve({ url, anonKey });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { ...started, stop: () => child.kill('SIGTERM') };
}

function report(title: string, result: autocannon.Result): void {
  const failures = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${title.padEnd(16)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
      `${result.requests.total} requests, ${failures} failed`,
  );
}

const server = await startServer();
try {
  const headers = { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` };
  console.log(
    `Benchmarking ${server.url} for ${duration} s per endpoint with ${connections} connections\n`,
  );
  report(
    'products query',
    await autocannon({
      url: `${server.url}/rest/v1/products?select=*&order=display_order.asc`,
      headers: { ...headers, 'Accept-Profile': 'public' },
      connections,
      duration,
    }),
  );
  report(
    'password grant',
    await autocannon({
      url: `${server.url}/auth/v1/token?grant_type=password`,
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'Member-Pass-2026' }),
      connections,
      duration,
    }),
  );
  console.log('\nThe password grant is bound by bcrypt (cost 10), as on Supabase Auth.');
} finally {
  server.stop();
}
