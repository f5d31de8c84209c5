import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { startTestServer } from '../support/harness.ts';
import { Received, realtimeClient, subscribed } from './realtimeClients.ts';

/* Broadcast and Presence between two supabase-js clients on public channels (no database involved). */

let server: LocalSupabase;
let alice: SupabaseClient;
let bob: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = realtimeClient(server);
  bob = realtimeClient(server);
});
afterAll(async () => {
  await Promise.all([alice?.removeAllChannels(), bob?.removeAllChannels()]);
  await server?.stop();
});

type Broadcast = { event: string; payload: Record<string, unknown> };

describe('broadcast', () => {
  it('reaches the other client, and the sender only with self', async () => {
    const toBob = new Received<Broadcast>();
    const toAlice = new Received<Broadcast>();
    const aliceRoom = alice
      .channel('room-1', { config: { broadcast: { self: true, ack: true } } })
      .on('broadcast', { event: 'cursor' }, toAlice.add);
    const bobRoom = bob.channel('room-1').on('broadcast', { event: 'cursor' }, toBob.add);
    await Promise.all([subscribed(aliceRoom), subscribed(bobRoom)]);

    // vsn 2.0.0 sends these as binary frames; ack makes the server answer.
    expect(
      await aliceRoom.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, label: 'ä ✓' } }),
    ).toBe('ok');
    const [atBob] = await toBob.atLeast(1);
    expect(atBob).toMatchObject({ event: 'cursor', payload: { x: 1, label: 'ä ✓' } });
    await toAlice.atLeast(1);

    expect(await bobRoom.send({ type: 'broadcast', event: 'cursor', payload: { x: 2 } })).toBe(
      'ok',
    );
    await toAlice.atLeast(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toBob.items).toHaveLength(1);
  });

  it('carries the same messages to a client on the 1.0.0 serializer', async () => {
    const client = realtimeClient(server, server.anonKey, { vsn: '1.0.0' });
    const received = new Received<Broadcast>();
    const room = client.channel('room-2').on('broadcast', { event: 'hello' }, received.add);
    const sender = alice.channel('room-2');
    await Promise.all([subscribed(room), subscribed(sender)]);
    await sender.send({ type: 'broadcast', event: 'hello', payload: { from: 'alice' } });
    expect((await received.atLeast(1))[0]).toMatchObject({ payload: { from: 'alice' } });
    await client.removeAllChannels();
  });
});

describe('presence', () => {
  it('sends the state on join and a diff on track and untrack', async () => {
    const aliceRoom = alice.channel('lobby', { config: { presence: { key: 'alice' } } });
    const bobRoom = bob.channel('lobby', { config: { presence: { key: 'bob' } } });
    const joins = new Received<{ key: string }>();
    const leaves = new Received<{ key: string }>();
    bobRoom
      .on('presence', { event: 'join' }, joins.add)
      .on('presence', { event: 'leave' }, leaves.add);
    aliceRoom.on('presence', { event: 'sync' }, () => {});
    await subscribed(aliceRoom);
    expect(await aliceRoom.track({ status: 'online' })).toBe('ok');
    await subscribed(bobRoom);
    // Bob joined after Alice tracked: the presence_state he got on joining holds her.
    await expect.poll(() => Object.keys(bobRoom.presenceState())).toEqual(['alice']);
    expect(bobRoom.presenceState().alice).toMatchObject([{ status: 'online' }]);

    expect(await bobRoom.track({ status: 'away' })).toBe('ok');
    await expect
      .poll(() => Object.keys(aliceRoom.presenceState()).sort())
      .toEqual(['alice', 'bob']);
    expect(await aliceRoom.untrack()).toBe('ok');
    await leaves.atLeast(1);
    expect(leaves.items[0]).toMatchObject({ key: 'alice' });
    await expect.poll(() => Object.keys(bobRoom.presenceState())).toEqual(['bob']);
  });
});
