import { readdir } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../server/startLocalSupabase.ts';
import { clientFor, seededAccounts } from '../test/harness.ts';
import { startPaymentsWorld, type PaymentsWorld } from '../test/paymentsWorld.ts';
import { errorShapeProblem } from './fuzz/errorShapes.ts';
import { sendRaw, type RawResponse } from './fuzz/rawHttp.ts';
import { anyRequest, type FuzzRequest, type FuzzTarget } from './fuzz/requests.ts';
import { storedDataFingerprint } from './fuzz/storedData.ts';

/*
 * Property-based fuzzing of every public route as an anonymous caller. After each batch of requests:
 * no answer is a 5xx, every 4xx is in its API's error shape, the server still serves, and nothing
 * stored has changed. One run uses a fixed seed, one a fresh seed shown in the test's name.
 * Replay a failure with FUZZ_SEED=<seed> (and FUZZ_PATH=<path> from fast-check's report).
 */

const batchSize = 50;
const fixedSeed = 20_261_120;
const fixedBatches = 100;
const replaySeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const randomSeed = replaySeed ?? Math.floor(Math.random() * 2 ** 31);
// A replay may need a batch as far along as the fixed run goes; FUZZ_BATCHES explores longer.
const randomBatches = Number(process.env.FUZZ_BATCHES ?? (replaySeed ? fixedBatches : 50));

let world: PaymentsWorld;
let server: LocalSupabase;
let target: FuzzTarget;
let storedBefore: Record<string, unknown>;
let visitor: SupabaseClient;

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
  storedBefore = await storedDataFingerprint(server.db);
  visitor = clientFor(server);
});
afterAll(() => world.stop());

function describeFailure(request: FuzzRequest, response: RawResponse, problem: string): string {
  const body = response.body.toString('utf8').slice(0, 500);
  return `${problem}: ${response.status} ${body}\nfor ${request[fc.toStringMethod]()}`;
}

async function expectServing(): Promise<void> {
  const products = await visitor.from('products').select('id');
  expect(products.data, 'the server stopped serving products').toHaveLength(10);
  const health = await fetch(`${server.url}/auth/v1/health`, {
    headers: { apikey: server.anonKey },
  });
  expect(health.status, 'the auth health check failed').toBe(200);
}

async function sendBatch(batch: FuzzRequest[]): Promise<void> {
  const answers = await Promise.allSettled(batch.map((request) => sendRaw(server.url, request)));
  answers.forEach((answer, i) => {
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
  });
  await expectServing();
  expect(await storedDataFingerprint(server.db), 'anonymous requests changed stored data').toEqual(
    storedBefore,
  );
}

async function fuzz(seed: number, batchCount: number): Promise<void> {
  const batches = fc.array(anyRequest(target), { minLength: batchSize, maxLength: batchSize });
  const outcome = await fc.check(fc.asyncProperty(batches, sendBatch), {
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

describe('anonymous fuzzing of every public route', () => {
  it.skipIf(replaySeed !== undefined)(
    `answers ${fixedBatches * batchSize} random requests under the fixed seed ${fixedSeed} without a 5xx, in shape, changing nothing`,
    () => fuzz(fixedSeed, fixedBatches),
    180_000,
  );

  it(
    `answers ${randomBatches * batchSize} random requests under seed ${randomSeed} (replay: FUZZ_SEED=${randomSeed}) without a 5xx, in shape, changing nothing`,
    () => fuzz(randomSeed, randomBatches),
    180_000,
  );
});
