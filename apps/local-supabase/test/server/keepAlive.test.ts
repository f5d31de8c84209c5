import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/harness.ts';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function get(agent: Agent, path: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${server.url}${path}`,
      { agent, headers: { apikey: server.anonKey } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, reusedSocket: sent.reusedSocket }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('a client that keeps its connection open between requests', () => {
  it('can still use it after several idle seconds, as with Supabase', async () => {
    // Node's default would close the socket after 5 s, and a request sent at that moment fails with ECONNRESET.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(agent, '/auth/v1/health')).toEqual({ status: 200, reusedSocket: false });
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await get(agent, '/auth/v1/health')).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });
});
