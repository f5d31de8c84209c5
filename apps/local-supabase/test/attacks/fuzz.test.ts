import { readdir } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { clientFor, newUser, seededAccounts } from '../support/harness.ts';
import {
  callFunction,
  payAndSettle,
  standInKeys,
  startPaymentsWorld,
  tokenOf,
  type PaymentsWorld,
} from '../support/paymentsWorld.ts';
import { errorShapeProblem } from './fuzz/errorShapes.ts';
import {
  accountRows,
  createUserIdentity,
  isIntact,
  serviceIdentity,
  type Identity,
  type IdentityName,
} from './fuzz/identities.ts';
import {
  asSent,
  serviceRequest,
  userRequest,
  type IdentityRequest,
} from './fuzz/identityRequests.ts';
import { sendRaw, type RawRequest, type RawResponse } from './fuzz/rawHttp.ts';
import { anyRequest, type FuzzRequest, type FuzzTarget } from './fuzz/requests.ts';
import { socketFrame, type SocketFrame } from './fuzz/socketFrames.ts';
import { storedDataFingerprint } from './fuzz/storedData.ts';
import { signedNow, signedWebhookEvent, type WebhookFuzzRequest } from './fuzz/webhookEvents.ts';
import WebSocket from 'ws';

/*
 * Property-based fuzzing of every public route, as an anonymous caller and as someone: a fresh aal1 user, an aal2
 * user with a verified factor, and the service role. After each batch of requests: no answer is a 5xx, every 4xx is
 * in its API's error shape, and the server still serves. Anonymous batches change nothing stored; a user's batches
 * leave another account's rows, factors and sessions byte-for-byte as they were. One run uses a fixed seed, one a
 * fresh seed shown in the test names. Replay a failure with FUZZ_SEED=<seed> (and FUZZ_PATH=<path> from the report).
 */

const batchSize = 50;
const fixedSeed = 20_261_120;
const replaySeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const randomSeed = replaySeed ?? Math.floor(Math.random() * 2 ** 31);
/** Batches per phase: the fixed seed's, and the fresh seed's (FUZZ_BATCHES multiplies these for a longer session). */
const scale = Number(process.env.FUZZ_BATCHES ?? 1);
const batches = {
  anonymous: { fixed: 30, random: 10 },
  users: { fixed: 50, random: 20 },
  service: { fixed: 20, random: 10 },
} as const;
type Phase = keyof typeof batches;
// A replay may need a batch as far along as the fixed run goes.
const randomBatches = (phase: Phase) =>
  replaySeed !== undefined ? batches[phase].fixed : Math.round(batches[phase].random * scale);

let world: PaymentsWorld;
let server: LocalSupabase;
let target: FuzzTarget;
let storedBefore: Record<string, unknown>;
let visitor: SupabaseClient;
/** The users requests are sent as, replaced when a request ends one; and an account nobody acts as. */
let identities: Record<IdentityName, Identity>;
let bystander: { identity: Identity; rows: string };
const sentAs: Record<IdentityName | 'anonymous', number> = {
  anonymous: 0,
  aal1: 0,
  aal2: 0,
  service: 0,
};
let replacements = 0;

async function outsiderTokens(jwtSecret: string): Promise<string[]> {
  const claims = { role: 'anon', iss: 'supabase-demo' };
  const secret = new TextEncoder().encode(jwtSecret);
  const otherSecret = new TextEncoder().encode('not-the-project-secret-but-32-chars-long');
  const unsigned = [
    { alg: 'none', typ: 'JWT' },
    { ...claims, role: 'service_role' },
  ]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.');
  return [
    await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_000_100)
      .sign(secret),
    await new SignJWT({ ...claims, role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(otherSecret),
    `${unsigned}.`,
  ];
}

beforeAll(async () => {
  // With the payment stand-in, so the payment functions answer as deployed rather than "not configured".
  world = await startPaymentsWorld();
  server = world.server;
  target = {
    port: Number(new URL(server.url).port),
    anonKey: server.anonKey,
    publishableKey: server.publishableKey,
    badTokens: await outsiderTokens(server.jwtSecret),
    seededEmails: Object.values(seededAccounts).map((account) => account.email),
    storedObjects: await readdir(
      new URL('../../../../supabase/storage/product-thumbnails', import.meta.url),
    ),
  };
  visitor = clientFor(server);
  identities = {
    aal1: await createUserIdentity(server, 'aal1'),
    aal2: await createUserIdentity(server, 'aal2'),
    service: serviceIdentity(server),
  };
  // A subscribed account with a factor and a live session: the rows other users' requests must never touch.
  const other = await createUserIdentity(server, 'aal2');
  const subscribed = await server.db.query(
    "insert into public.subscribers (user_id, email, subscribed, subscription_tier) values ($1, $2, true, 'Pro')",
    [other.userId, other.email],
  );
  expect(subscribed.rowCount).toBe(1);
  bystander = { identity: other, rows: await accountRows(server.db, other.userId) };
  storedBefore = await storedDataFingerprint(server.db);
});
afterAll(async () => {
  console.info(
    `fuzz: fixed seed ${fixedSeed}, fresh seed ${randomSeed}; requests sent as ${Object.entries(
      sentAs,
    )
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}; ${replacements} identities replaced after a request ended them`,
  );
  await world.stop();
});

function describeFailure(request: FuzzRequest, response: RawResponse, problem: string): string {
  const body = response.body.toString('utf8').slice(0, 500);
  const who =
    'as' in request
      ? ` as ${String(request.as)} (its key and token sent in place of those below)`
      : '';
  return `${problem}: ${response.status} ${body}\nfor${who} ${request[fc.toStringMethod]()}`;
}

/**
 * Sends a batch at once and checks every answer: an answer, no 5xx, a 4xx in its API's error shape. Resolves with
 * the statuses.
 */
async function sendChecked(batch: FuzzRequest[], outgoing: RawRequest[]): Promise<number[]> {
  const answers = await Promise.allSettled(outgoing.map((raw) => sendRaw(server.url, raw)));
  return answers.map((answer, i) => {
    const request = batch[i] as FuzzRequest;
    if (answer.status === 'rejected') {
      throw new Error(`no answer (${String(answer.reason)}) for ${request[fc.toStringMethod]()}`);
    }
    const response = answer.value;
    if (response.status >= 500) throw new Error(describeFailure(request, response, 'server error'));
    if (response.status >= 400) {
      const problem = errorShapeProblem(request.method, request.path, response);
      if (problem) throw new Error(describeFailure(request, response, problem));
    }
    return response.status;
  });
}

/** The server still answers reads and the auth health check (the service role may have deleted products). */
async function expectServing(productCount?: number): Promise<void> {
  const products = await visitor.from('products').select('id');
  expect(products.error, 'the server stopped serving products').toBeNull();
  if (productCount !== undefined) expect(products.data).toHaveLength(productCount);
  const health = await fetch(`${server.url}/auth/v1/health`, {
    headers: { apikey: server.anonKey },
  });
  expect(health.status, 'the auth health check failed').toBe(200);
}

async function sendAnonymousBatch(batch: FuzzRequest[]): Promise<void> {
  sentAs.anonymous += batch.length;
  await sendChecked(batch, batch);
  await expectServing(10);
  expect(await storedDataFingerprint(server.db), 'anonymous requests changed stored data').toEqual(
    storedBefore,
  );
}

/**
 * Makes a new identity for each one a request may have ended (signed out, deleted, stripped of its factor): those
 * that were refused (401 or 403) in the last batch and are no longer intact.
 */
async function replaceEndedIdentities(refused: Set<IdentityName>): Promise<void> {
  for (const name of ['aal1', 'aal2'] as const) {
    if (!refused.has(name) || (await isIntact(server, identities[name]))) continue;
    identities[name] = await createUserIdentity(server, name);
    replacements += 1;
  }
}

/** The other account a request may name: for a user, the other user; for the service role, the aal1 user. */
function otherThan(name: IdentityName): Identity {
  return name === 'aal1' ? identities.aal2 : identities.aal1;
}

async function sendIdentityBatch(batch: IdentityRequest[]): Promise<void> {
  const outgoing = batch.map((request) => {
    sentAs[request.as] += 1;
    return asSent(request, identities[request.as], otherThan(request.as), server.anonKey);
  });
  const statuses = await sendChecked(batch, outgoing);
  const refused = new Set(
    batch.filter((_, i) => statuses[i] === 401 || statuses[i] === 403).map((r) => r.as),
  );
  await replaceEndedIdentities(refused);
}

async function sendUserBatch(batch: IdentityRequest[]): Promise<void> {
  await sendIdentityBatch(batch);
  // Unverified factors count toward the limit for 5 minutes: cleared, so enrollment stays reachable all run.
  await server.db.query(
    "delete from auth.mfa_factors where user_id in ($1, $2) and status = 'unverified'",
    [identities.aal1.userId, identities.aal2.userId],
  );
  await expectServing(10);
  expect(
    await accountRows(server.db, bystander.identity.userId),
    "users' requests changed another account's rows",
  ).toBe(bystander.rows);
}

async function sendServiceBatch(batch: IdentityRequest[]): Promise<void> {
  await sendIdentityBatch(batch);
  await expectServing();
}

async function fuzz<T extends FuzzRequest>(
  seed: number,
  batchCount: number,
  requests: fc.Arbitrary<T>,
  send: (batch: T[]) => Promise<void>,
): Promise<void> {
  const batchArb = fc.array(requests, { minLength: batchSize, maxLength: batchSize });
  const outcome = await fc.check(fc.asyncProperty(batchArb, send), {
    seed,
    numRuns: batchCount,
    // The failing request is named in the error; shrinking would resend whole batches for minutes.
    endOnFailure: true,
    ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
  });
  if (outcome.failed) {
    // Only the failing request, not all of its batch: fast-check's own report prints every request.
    const cause = outcome.errorInstance instanceof Error ? outcome.errorInstance.message : '';
    throw new Error(
      `Fuzzing failed on batch ${outcome.numRuns} of seed ${seed}; replay with FUZZ_SEED=${seed} FUZZ_PATH=${outcome.counterexamplePath ?? ''}\n${cause}`,
    );
  }
}

const phases = {
  anonymous: {
    title: 'as an anonymous caller, changing nothing',
    run: (seed: number, count: number) => fuzz(seed, count, anyRequest(target), sendAnonymousBatch),
  },
  users: {
    title: "as an aal1 and an aal2 user, leaving another account's rows as they were",
    run: (seed: number, count: number) => fuzz(seed, count, userRequest(target), sendUserBatch),
  },
  service: {
    title: 'as the service role',
    run: (seed: number, count: number) =>
      fuzz(seed, count, serviceRequest(target), sendServiceBatch),
  },
} as const;

// In this order: anonymous requests change nothing stored, users change only their own accounts, and the service
// role may change anything.
describe('fuzzing every public route', () => {
  for (const [phase, { title, run }] of Object.entries(phases) as [
    Phase,
    (typeof phases)[Phase],
  ][]) {
    const fixed = batches[phase].fixed;
    it.skipIf(replaySeed !== undefined)(
      `answers ${fixed * batchSize} random requests ${title}, under the fixed seed ${fixedSeed}, without a 5xx, in shape`,
      () => run(fixedSeed, fixed),
      180_000,
    );
    const count = randomBatches(phase);
    it(
      `answers ${count * batchSize} random requests ${title}, under seed ${randomSeed} (replay: FUZZ_SEED=${randomSeed}), without a 5xx, in shape`,
      () => run(randomSeed, count),
      180_000,
    );
  }
});

/** A socket on the realtime endpoint, open and speaking `vsn`. */
function openSocket(vsn: '1.0.0' | '2.0.0'): Promise<WebSocket> {
  const url = `${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=${vsn}`;
  const ws = new WebSocket(url);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Whether a fresh socket still gets its heartbeat answered. */
async function heartbeatAnswered(): Promise<boolean> {
  const ws = await openSocket('2.0.0');
  const answered = new Promise<boolean>((resolve) => {
    ws.on('message', (data) => resolve(String(data).includes('"phx_reply"')));
    setTimeout(() => resolve(false), 5000);
  });
  ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
  const ok = await answered;
  ws.close();
  return ok;
}

/** Closes the server may give a socket it refuses to keep; anything else (1011, an abrupt cut) is a finding. */
const acceptedCloses = new Set([1000, 1005, 1007, 1008, 1009]);

async function sendFrameBatch(vsn: '1.0.0' | '2.0.0', batch: SocketFrame[]): Promise<void> {
  const ws = await openSocket(vsn);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  for (const frame of batch) {
    if (ws.readyState !== ws.OPEN) break;
    ws.send('text' in frame ? frame.text : frame.bytes);
  }
  // A heartbeat last: the socket answers it once it has read everything before, unless it closed.
  ws.send(
    JSON.stringify(
      vsn === '1.0.0'
        ? { topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'end' }
        : [null, 'end', 'phoenix', 'heartbeat', {}],
    ),
  );
  const outcome = await Promise.race([
    closed.then((code) => ({ code })),
    new Promise<{ code?: number }>((resolve) =>
      ws.on('message', (data) => {
        if (String(data).includes('"end"')) resolve({});
      }),
    ),
  ]);
  if (outcome.code !== undefined) {
    expect(acceptedCloses, `the socket was closed with ${outcome.code}`).toContain(outcome.code);
  }
  ws.close();
  expect(await heartbeatAnswered(), 'the realtime endpoint stopped answering').toBe(true);
  await expectServing(10);
  expect(await storedDataFingerprint(server.db), 'socket frames changed stored data').toEqual(
    storedBefore,
  );
}

describe('fuzzing the realtime socket', () => {
  // The service role's REST fuzzing before this may change rows it is allowed to; the frames must change none.
  beforeAll(async () => {
    storedBefore = await storedDataFingerprint(server.db);
  });
  for (const vsn of ['1.0.0', '2.0.0'] as const) {
    it(`keeps serving through ${20 * batchSize} random frames on vsn ${vsn}, under seed ${randomSeed}`, async () => {
      const outcome = await fc.check(
        fc.asyncProperty(
          fc.array(socketFrame, { minLength: batchSize, maxLength: batchSize }),
          (batch) => sendFrameBatch(vsn, batch),
        ),
        { seed: randomSeed, numRuns: 20, endOnFailure: true },
      );
      if (outcome.failed) {
        throw new Error(
          `Socket fuzzing failed; replay with FUZZ_SEED=${randomSeed}\n${String(outcome.errorInstance)}`,
        );
      }
    }, 120_000);
  }
});

// Last: it buys a template and a plan, which the phases above would find as changed stored data.
describe('fuzzing the payment webhook with signed events', () => {
  const webhookBatches = { fixed: 4, random: 2 } as const;
  let buyerPurchases: () => Promise<unknown>;
  let purchasesBefore: unknown;
  let events: fc.Arbitrary<WebhookFuzzRequest>;

  beforeAll(async () => {
    // Real objects at the stand-in for the events to name: a template bought and a plan started.
    const buyer = await newUser(server, 'fuzz-buyer');
    const opened = await Promise.all(
      [{ product: 'aurora-saas' }, { plan: 'pro' }].map(async (what) => {
        const answer = await callFunction(
          world,
          'create-checkout',
          await tokenOf(buyer.client),
          what,
        );
        return String(answer.body.id);
      }),
    );
    for (const id of opened)
      await payAndSettle(world, String(world.standIn.ledger.session(id).url));
    const sessions = opened.map((id) => world.standIn.ledger.session(id));
    events = signedWebhookEvent({
      checkoutSessions: opened,
      paymentIntents: [...world.standIn.ledger.paymentIntents.keys()],
      customers: sessions.map((session) => String(session.customer)),
    });
    buyerPurchases = async () =>
      (await buyer.client.from('purchases').select('state,amount_refunded_cents')).data;
    purchasesBefore = await buyerPurchases();
  });

  async function sendWebhookBatch(batch: WebhookFuzzRequest[]): Promise<void> {
    await sendChecked(
      batch,
      batch.map((request) => signedNow(request, standInKeys.webhookSecret)),
    );
    // The provider's state did not change, so what it sold did not either, and nobody else's rows moved.
    expect(await buyerPurchases(), 'signed events changed a purchase').toEqual(purchasesBefore);
    expect(
      await accountRows(server.db, bystander.identity.userId),
      "signed events changed another account's rows",
    ).toBe(bystander.rows);
  }

  it.skipIf(replaySeed !== undefined)(
    `answers ${webhookBatches.fixed * batchSize} signed events naming real, made-up and hostile objects, under the fixed seed ${fixedSeed}, without a 5xx, taking nothing the provider did not`,
    () => fuzz(fixedSeed, webhookBatches.fixed, events, sendWebhookBatch),
    180_000,
  );
  it(
    `answers ${webhookBatches.random * batchSize} signed events under seed ${randomSeed} (replay: FUZZ_SEED=${randomSeed}), without a 5xx, taking nothing the provider did not`,
    () => fuzz(randomSeed, webhookBatches.random, events, sendWebhookBatch),
    180_000,
  );
});
