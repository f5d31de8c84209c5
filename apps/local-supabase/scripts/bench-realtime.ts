/**
 * REST latency on PGlite's single connection while realtime delivers a burst of changes: the products query's
 * median and p95 alone, then while 1,000 single-row inserts arrive through REST on a published table watched by 20
 * signed-in subscribers (each checked under its own claims), and how long the burst takes to reach them. Not part of
 * the tests: timings depend on the machine. Server and clients share this process.
 *
 *   pnpm --filter @outpace/local-supabase bench:realtime      (SUBSCRIBERS=0: the same burst with nobody listening)
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startLocalSupabase } from '../src/server/startLocalSupabase.ts';

const subscribers = Number(process.env.SUBSCRIBERS ?? 20);
const burst = 1000;

const server = await startLocalSupabase({
  port: 0,
  dataDir: 'memory',
  logger: false,
  auth: { rateLimitSignupsPer5Min: 0, rateLimitTokenPer5Min: 0, passwordHashCost: 4 },
});
await server.db.runScript(`
  create table public.bench_notes (id integer primary key, owner uuid, body text);
  alter table public.bench_notes enable row level security;
  create policy "Owners read their notes" on public.bench_notes for select to authenticated
    using (owner = (select auth.uid()));
  grant select on public.bench_notes to authenticated;
  grant all on public.bench_notes to service_role;
  alter publication supabase_realtime add table public.bench_notes;
`);
await server.reloadSchema();

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as never },
};
const owners: string[] = [];
let delivered = 0;
for (let i = 0; i < subscribers; i += 1) {
  const client = createClient(server.url, server.anonKey, options);
  const { data } = await client.auth.signUp({
    email: `bench-${i}@example.com`,
    password: 'bench password 1',
  });
  owners.push(data.user?.id ?? '');
  await new Promise<void>((resolve) =>
    client
      .channel(`bench-${i}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bench_notes' }, () => {
        delivered += 1;
      })
      .subscribe((status) => status === 'SUBSCRIBED' && resolve()),
  );
}

async function restLatencies(count: number, during?: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count || during?.(); i += 1) {
    const started = performance.now();
    const response = await fetch(`${server.url}/rest/v1/products?select=id,name`, {
      headers: { apikey: server.anonKey },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${times.length} requests)`;
}

await restLatencies(50);
console.log(`REST alone:             ${summary(await restLatencies(300))}`);

let writing = true;
const started = performance.now();
// The burst arrives as a webhook's would: single-row inserts through REST with the service role, four at a time.
let nextId = 1;
const writer = async () => {
  for (let id = nextId++; id <= burst; id = nextId++) {
    const response = await fetch(`${server.url}/rest/v1/bench_notes`, {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        Authorization: `Bearer ${server.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id, owner: owners[id % subscribers] ?? null, body: `note ${id}` }),
    });
    await response.arrayBuffer();
  }
};
const writes = Promise.all([writer(), writer(), writer(), writer()]).then(() => {
  writing = false;
});
const during = await restLatencies(0, () => writing || (subscribers > 0 && delivered < burst));
await writes;
console.log(`REST during the burst:  ${summary(during)}`);
console.log(
  `burst: ${burst} inserts committed and delivered (${delivered} messages, each to its owner only) in ${(performance.now() - started).toFixed(0)} ms`,
);
await server.stop();
process.exit(0);
