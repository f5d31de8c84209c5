import { equal, ok } from 'node:assert/strict';
import { createThrottle } from '../_shared/memory/throttle.ts';
import { createSharedAnswers } from '../check-subscription/sharedAnswers.ts';

// Tests of the functions' own modules, in the runtime they are deployed to (`deno test`, package.json `test:deno`
// of apps/local-supabase). What a caller sees of a deployed function is tested over HTTP in apps/local-supabase/test.

Deno.test('a throttle allows `limit` attempts per key within a sliding window', () => {
  let now = 0;
  const throttle = createThrottle(1, 60, { now: () => now });
  equal(throttle.hit('k'), 0);
  now = 30_000;
  equal(throttle.hit('k'), 30);
  now = 60_000;
  equal(throttle.hit('k'), 0);
});

Deno.test('an attacker who rotates keys cannot grow the throttle without bound', () => {
  let now = 0;
  const throttle = createThrottle(1, 60, { capacity: 1000, now: () => now });
  for (let i = 0; i < 50_000; i += 1) {
    now += 1;
    throttle.hit(`198.51.100.${i}`);
  }
  ok(throttle.size <= 1000);
  // The most recent callers are still held to the limit.
  ok(throttle.hit('198.51.100.49999') > 0);
});

Deno.test(
  'shared answers serve one computation per key for its lifetime and forget failures at once',
  async () => {
    let now = 0;
    const answers = createSharedAnswers<number>(60, { now: () => now });
    let computed = 0;
    const compute = async () => (computed += 1);
    const both = await Promise.all([answers.get('u', compute), answers.get('u', compute)]);
    equal(both.join(), '1,1');
    now = 59_999;
    equal(await answers.get('u', compute), 1);
    now = 60_000;
    equal(await answers.get('u', compute), 2);
    let refused = false;
    await answers.get('v', () => Promise.reject(new Error('down'))).catch(() => (refused = true));
    ok(refused);
    equal(await answers.get('v', compute), 3);
  },
);
