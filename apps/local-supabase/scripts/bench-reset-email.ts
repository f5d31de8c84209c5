/**
 * Whether send-reset-email's answer time tells a known address from an unknown one: the median answer
 * time for 20 addresses with an account and 20 without, once with the local mail transport (the dev
 * mailbox) and once with a transport that takes 300 ms, as a slow mail API would. The medians should
 * differ by less than 20 %. Not part of the tests: timings depend on the machine.
 *
 *   pnpm --filter @outpace/local-supabase bench:reset-email
 *
 * Requests alternate known and unknown addresses, spread over a few loopback addresses (127.0.0.x) as
 * if from a few visitors, so the per-client throttle stays out of the way; between two requests the bench
 * waits long enough for the previous one's background work (link and mail) to be done, so it slows neither.
 */
import { Worker } from 'node:worker_threads';
import { startLocalSupabase, type LocalSupabase } from '../src/server/startLocalSupabase.ts';
import { startMailEndpoint } from '../test/support/mailEndpoint.ts';
import { median } from '../test/support/median.ts';

const perKind = 20;
const warmUpPerKind = 3;
const budget = 0.2;
/** Few enough that connections are reused, enough that none passes the 30 requests per client. */
const visitorAddresses = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The visitor runs on its own thread, as a remote one would: the server's work on the main thread (a
 * known address's link and mail, after the answer) cannot then delay the moment the answer is seen.
 */
const visitorSource = `
const { parentPort } = require('node:worker_threads');
const { request } = require('node:http');
parentPort.on('message', ({ url, apikey, email, localAddress }) => {
  const body = JSON.stringify({ email });
  const started = performance.now();
  const outgoing = request(url, {
    method: 'POST',
    localAddress,
    headers: { apikey, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  }, (response) => {
    response.resume();
    response.on('end', () =>
      parentPort.postMessage({ status: response.statusCode, ms: performance.now() - started }));
  });
  outgoing.on('error', (error) => parentPort.postMessage({ status: 0, ms: 0, error: error.message }));
  outgoing.end(body);
});`;

interface Answer {
  status: number;
  ms: number;
  error?: string;
}

/** POSTs `{email}` from `localAddress` on the visitor's thread; the time is until the whole answer arrived. */
function askForReset(
  visitor: Worker,
  server: LocalSupabase,
  email: string,
  localAddress: string,
): Promise<Answer> {
  return new Promise((resolve) => {
    visitor.once('message', resolve);
    visitor.postMessage({
      url: new URL('/functions/v1/send-reset-email', server.url).href,
      apikey: server.anonKey,
      email,
      localAddress,
    });
  });
}

async function createAccounts(server: LocalSupabase, count: number, run: string) {
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench-known-${run}-${i}@example.com`;
    const response = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        Authorization: `Bearer ${server.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email, email_confirm: true }),
    });
    if (!response.ok) throw new Error(`creating ${email} answered ${response.status}`);
    emails.push(email);
  }
  return emails;
}

async function measure(title: string, transportDelayMs: number) {
  // A stand-in for a remote mail API that takes `transportDelayMs` to accept a mail; without a delay, the dev mailbox.
  const mail =
    transportDelayMs > 0 ? await startMailEndpoint({ delayMs: transportDelayMs }) : undefined;
  const server = await startLocalSupabase({
    port: 0,
    dataDir: 'memory',
    logger: false,
    functions: { env: { RESET_EMAIL_INTERVAL: '0', ...mail?.env } },
  });
  try {
    const run = title.replace(/\W+/g, '-');
    const known = await createAccounts(server, perKind + warmUpPerKind, run);
    const unknown = known.map((email) => email.replace('bench-known', 'bench-unknown'));
    const times = { known: [] as number[], unknown: [] as number[] };
    const visitor = new Worker(visitorSource, { eval: true });
    let visitors = 0;
    for (let i = 0; i < known.length; i += 1) {
      // Which kind goes first alternates, so a drift in the machine's speed favours neither.
      const order = i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const);
      for (const kind of order) {
        visitors += 1;
        const address = `127.0.0.${2 + (visitors % visitorAddresses)}`;
        const email = (kind === 'known' ? known : unknown)[i] ?? '';
        const { status, ms, error } = await askForReset(visitor, server, email, address);
        if (status !== 200) throw new Error(`${email} answered ${status} ${error ?? ''}`);
        if (i >= warmUpPerKind) times[kind].push(ms);
        await sleep(transportDelayMs + 100);
      }
    }
    const delivered = known.filter((email) =>
      mail ? mail.sent.some((sent) => sent.to.includes(email)) : server.mailbox.list(email).length,
    ).length;
    const knownMedian = median(times.known);
    const unknownMedian = median(times.unknown);
    const difference = Math.abs(knownMedian - unknownMedian) / Math.min(knownMedian, unknownMedian);
    console.log(
      `${title.padEnd(26)} known ${knownMedian.toFixed(2).padStart(6)} ms   unknown ${unknownMedian
        .toFixed(2)
        .padStart(6)} ms   difference ${(difference * 100).toFixed(1).padStart(5)} %   ` +
        `${delivered}/${known.length} mails delivered   ${difference < budget ? 'ok' : 'OVER BUDGET'}`,
    );
    await visitor.terminate();
    return difference < budget && delivered === known.length;
  } finally {
    await server.stop();
    await mail?.stop();
  }
}

console.log(
  `send-reset-email median answer time, ${perKind} known and ${perKind} unknown addresses (budget: < ${budget * 100} % apart)`,
);
const results = [
  await measure('local mail transport', 0),
  await measure('300 ms mail transport', 300),
];
if (!results.every(Boolean)) process.exitCode = 1;
