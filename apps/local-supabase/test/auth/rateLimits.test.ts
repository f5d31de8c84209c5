import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedAuthDefaults } from '../../src/config.ts';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { authHeaders, clientFor, newUser, startTestServer } from '../support/harness.ts';

/** The hosted project's limits (docs/local-backend.md#hosted-defaults-and-rate-limits), unloosened. */
let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer({ auth: { ...hostedAuthDefaults, passwordHashCost: 4 } });
});
afterAll(() => server.stop());

describe('mail limits', () => {
  it('enforces the per-user interval, then the project-wide hourly quota', async () => {
    const [a, b, c] = [
      await newUser(server, 'quota-a'),
      await newUser(server, 'quota-b'),
      await newUser(server, 'quota-c'),
    ];
    const recover = (email: string) => clientFor(server).auth.resetPasswordForEmail(email);

    expect((await recover(a.email)).error).toBeNull();
    const tooSoon = await recover(a.email);
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(tooSoon.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );

    expect((await recover(b.email)).error).toBeNull();
    const overQuota = await recover(c.email);
    expect(overQuota.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    });
  });
});

describe('per-IP request limits', () => {
  it('answers 429 once the token endpoint burst is used up', async () => {
    let limitedAt = 0;
    for (let i = 1; i <= 40 && limitedAt === 0; i++) {
      const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          ...authHeaders(server),
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
      if (response.status === 429) {
        limitedAt = i;
        expect(await response.json()).toEqual({
          code: 'over_request_rate_limit',
          message: 'Request rate limit reached',
        });
      }
    }
    expect(limitedAt).toBeGreaterThan(hostedAuthDefaults.rateLimitBurst);
    expect(limitedAt).toBeLessThanOrEqual(hostedAuthDefaults.rateLimitBurst + 5);
  });
});
