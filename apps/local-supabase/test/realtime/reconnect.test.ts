import type { AddressInfo } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { startTestServer } from '../support/harness.ts';
import { RawSocket } from './rawSocket.ts';
import { Received, realtimeClient } from './realtimeClients.ts';

/* A stop closes sockets first (1001), and realtime-js comes back on its own delays (1, 2, 5, then 10 s). */

const servers: LocalSupabase[] = [];
afterAll(() => Promise.all(servers.map((s) => s.stop())));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

it('closes sockets with 1001 on a stop, and the client comes back after 1, 2, 5, then 10 s', async () => {
  const port = await freePort();
  const first = await startTestServer({ port });
  const client = realtimeClient(first);
  const statuses = new Received<string>();
  client.channel('survivor').subscribe(statuses.add);
  expect((await statuses.atLeast(1))[0]).toBe('SUBSCRIBED');
  const raw = await RawSocket.open(first);

  await first.stop();
  expect((await raw.closed).code).toBe(1001);
  const closedAt = Date.now();
  // While the server is down, a bare listener on its port notes each reconnect attempt and refuses it.
  const attempts: number[] = [];
  const probe = createHttpServer();
  probe.on('upgrade', (_req, socket: Duplex) => {
    attempts.push(Date.now() - closedAt);
    socket.destroy();
  });
  await new Promise<void>((resolve) => probe.listen(port, '127.0.0.1', resolve));
  await expect.poll(() => attempts.length, { timeout: 12_000, interval: 100 }).toBe(3);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const gaps = attempts.map((at, i) => at - (attempts[i - 1] ?? 0));
  for (const [i, delay] of [1000, 2000, 5000].entries()) {
    expect(gaps[i]).toBeGreaterThan(delay - 200);
    expect(gaps[i]).toBeLessThan(delay + 600);
  }

  // The fourth attempt, 10 s after the third, finds the server again and the channel rejoins.
  servers.push(await startTestServer({ port }));
  const subscribedCount = () => statuses.items.filter((s) => s === 'SUBSCRIBED').length;
  await expect.poll(subscribedCount, { timeout: 15_000, interval: 100 }).toBe(2);
  expect(Date.now() - closedAt).toBeGreaterThan((attempts[2] ?? 0) + 9500);
  await client.removeAllChannels();
}, 60_000);
