/**
 * Loopback throughput and latency of the hottest calls: the landing page's products query, the password
 * grant, and an embedded select (films with their director and cast, on the films fixture project started
 * with --dir). Each runs three times and the median run is reported. Not part of the tests: timings depend
 * on the machine.
 *
 *   pnpm --filter @outpace/local-supabase bench [-- --duration 10 --connections 10]
 *
 * The servers run in their own processes (in-memory database, rate limits off) so the load generator
 * does not share their event loop.
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

async function startServer(args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
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

const runs = 3;

/** Runs one endpoint three times and prints the run with the median throughput. */
async function measure(title: string, options: autocannon.Options): Promise<void> {
  const results: autocannon.Result[] = [];
  for (let run = 0; run < runs; run++) {
    results.push(await autocannon({ connections, duration, ...options }));
  }
  results.sort((a, b) => a.requests.average - b.requests.average);
  const result = results[Math.floor(runs / 2)] as autocannon.Result;
  const failures = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${title.padEnd(16)} ${result.requests.average.toFixed(0).padStart(6)} req/s (median of ${runs}: ` +
      `${results.map((r) => r.requests.average.toFixed(0)).join(', ')})   ` +
      `p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
      `${failures} failed`,
  );
}

console.log(`Benchmarking for ${duration} s per run with ${connections} connections\n`);
const site = await startServer();
try {
  const headers = { apikey: site.anonKey, Authorization: `Bearer ${site.anonKey}` };
  await measure('products query', {
    url: `${site.url}/rest/v1/products?select=*&order=display_order.asc`,
    headers: { ...headers, 'Accept-Profile': 'public' },
  });
  await measure('password grant', {
    url: `${site.url}/auth/v1/token?grant_type=password`,
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'member@example.com', password: 'Member-Pass-2026' }),
  });
} finally {
  site.stop();
}
const films = await startServer([
  '--dir',
  fileURLToPath(new URL('../fixtures/films-project', import.meta.url)),
]);
try {
  await measure('embedded select', {
    url: `${films.url}/rest/v1/films?select=title,directors(name),actors(name)&order=id`,
    headers: { apikey: films.anonKey, Authorization: `Bearer ${films.anonKey}` },
  });
} finally {
  films.stop();
}
console.log('\nThe password grant is bound by bcrypt (cost 10), as on Supabase Auth.');
