import type {
  RealtimeChannel,
  RealtimePostgresChangesPayload,
  SupabaseClient,
} from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { databaseBackends, startTestServer } from '../support/harness.ts';
import { createNotesTable } from './notesSchema.ts';
import { Received, realtimeClient, realtimeUser, subscribed } from './realtimeClients.ts';

type Note = { id: number; owner: string | null; body: string | null; n: number | null; at: string };
type Change = RealtimePostgresChangesPayload<Note>;

describe.each(databaseBackends)('postgres_changes on $name', ({ databaseUrl }) => {
  let server: LocalSupabase;
  let owner: Awaited<ReturnType<typeof realtimeUser>>;
  let other: Awaited<ReturnType<typeof realtimeUser>>;
  let anon: SupabaseClient;
  let nextId = 1;

  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {});
    await createNotesTable(server);
    [owner, other] = await Promise.all([
      realtimeUser(server, 'rt-owner'),
      realtimeUser(server, 'rt-other'),
    ]);
    anon = realtimeClient(server);
  });

  afterAll(async () => {
    await Promise.all([owner, other].map((u) => u?.client.removeAllChannels()));
    await anon?.removeAllChannels();
    await server?.stop();
  });

  async function listen(
    client: SupabaseClient,
    event: '*' | 'INSERT' | 'UPDATE' | 'DELETE',
    filter?: string,
  ) {
    const received = new Received<Change>();
    const channel = client
      .channel(`notes-${Math.random()}`)
      .on(
        'postgres_changes',
        { event: event as '*', schema: 'public', table: 'rt_notes', ...(filter ? { filter } : {}) },
        received.add,
      );
    await subscribed(channel);
    return { received, channel };
  }

  it('sends an insert, an update and a delete of the owner’s row with Supabase’s payload', async () => {
    const { received } = await listen(owner.client, '*');
    const id = nextId++;
    // Each write waits for the one before to arrive: as on Supabase, an INSERT or UPDATE is sent only while the
    // subscriber can still select the row, and a later delete would hide it.
    await server.db.query(
      `insert into public.rt_notes (id, owner, body, secret, n) values ($1, $2, 'hello', 'hidden', 1)`,
      [id, owner.id],
    );
    await received.atLeast(1);
    await server.db.query(`update public.rt_notes set body = 'edited' where id = $1`, [id]);
    await received.atLeast(2);
    await server.db.query(`delete from public.rt_notes where id = $1`, [id]);
    const [inserted, updated, deleted] = await received.atLeast(3);
    expect(inserted).toMatchObject({
      schema: 'public',
      table: 'rt_notes',
      eventType: 'INSERT',
      new: { id, owner: owner.id, body: 'hello', n: 1 },
      old: {},
      errors: null,
    });
    expect(inserted?.new).not.toHaveProperty('secret');
    expect(Date.parse(inserted?.commit_timestamp ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(updated).toMatchObject({
      eventType: 'UPDATE',
      new: { id, body: 'edited' },
      old: { id },
    });
    expect(deleted).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
    expect(Object.keys(deleted?.old ?? {})).toEqual(['id']);
  });

  async function insertNote(id: number, ownerId: string, n = 0, body = 'note'): Promise<void> {
    await server.db.query(
      `insert into public.rt_notes (id, owner, body, secret, n) values ($1, $2, $3, 'hidden', $4)`,
      [id, ownerId, body, n],
    );
  }

  it('applies each filter operator to the row', async () => {
    const filters = ['n=eq.2', 'n=neq.2', 'n=lt.2', 'n=lte.2', 'n=gt.2', 'n=gte.2', 'n=in.(1,3)'];
    const received = filters.map(() => new Received<Change>());
    let channel: RealtimeChannel = owner.client.channel('filters');
    filters.forEach((filter, i) => {
      channel = channel.on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'rt_notes', filter },
        received[i]!.add,
      );
    });
    await subscribed(channel);
    const base = nextId;
    nextId += 10;
    for (const n of [1, 2, 3]) await insertNote(base + n, owner.id, n);
    await server.realtime.settled();
    await received[0]!.atLeast(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const seen = received.map((r) => r.items.map((c) => (c.new as Note).n));
    expect(Object.fromEntries(filters.map((f, i) => [f, seen[i]]))).toEqual({
      'n=eq.2': [2],
      'n=neq.2': [1, 3],
      'n=lt.2': [1],
      'n=lte.2': [1, 2],
      'n=gt.2': [3],
      'n=gte.2': [2, 3],
      'n=in.(1,3)': [1, 3],
    });
    await owner.client.removeChannel(channel);
  });

  it('sends another user and anon nothing of a row only its owner may read', async () => {
    const mine = await listen(owner.client, '*');
    const theirs = await listen(other.client, '*');
    const anonymous = await listen(anon, '*');
    const id = nextId++;
    await insertNote(id, owner.id);
    await server.db.query(`update public.rt_notes set body = 'changed' where id = $1`, [id]);
    await mine.received.atLeast(2);
    await server.realtime.settled();
    expect(theirs.received.items).toEqual([]);
    expect(anonymous.received.items).toEqual([]);
    // The other user's own row reaches them, so their silence above was the policy's doing.
    await insertNote(nextId++, other.id);
    await theirs.received.atLeast(1);
    expect(anonymous.received.items).toEqual([]);
  });

  it('sends nothing of a rolled-back write, and committed ones in commit order', async () => {
    const { received } = await listen(owner.client, 'INSERT');
    const rolledBack = nextId++;
    await server.db
      .transaction(async (tx) => {
        await tx.query(`insert into public.rt_notes (id, owner) values ($1, $2)`, [
          rolledBack,
          owner.id,
        ]);
        throw new Error('roll back');
      })
      .catch(() => {});
    const committed = Array.from({ length: 20 }, () => nextId++);
    for (const id of committed) await insertNote(id, owner.id);
    const changes = await received.atLeast(committed.length);
    expect(changes.map((c) => (c.new as Note).id)).toEqual(committed);
  });

  it('sends a row too large for a notification in full, and one over 1 MiB as its key with a 413', async () => {
    const { received } = await listen(owner.client, 'INSERT');
    const [large, huge] = [nextId++, nextId++];
    await insertNote(large, owner.id, 0, 'x'.repeat(20_000));
    await insertNote(huge, owner.id, 0, 'y'.repeat(1_100_000));
    const [first, second] = await received.atLeast(2);
    expect(first).toMatchObject({ new: { id: large, body: 'x'.repeat(20_000) }, errors: null });
    expect(second).toMatchObject({ new: { id: huge }, errors: ['Error 413: Payload Too Large'] });
    expect(second?.new).not.toHaveProperty('body');
  });

  it('keeps the subscription through a token refresh', async () => {
    const user = await realtimeUser(server, 'rt-refresh');
    const received = new Received<Change>();
    await subscribed(
      user.client
        .channel('refresh')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes' },
          received.add,
        ),
    );
    const { error } = await user.client.auth.refreshSession();
    expect(error).toBeNull();
    await insertNote(nextId++, user.id);
    await received.atLeast(1);
    await user.client.removeAllChannels();
  });

  it('closes the channel with a system error when its token expires', async () => {
    const user = await realtimeUser(server, 'rt-expiry');
    const soon = await new SignJWT({ sub: user.id, role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(server.jwtSecret));
    await user.client.realtime.setAuth(soon);
    const system = new Received<{ status: string; message: string }>();
    const channel = user.client.channel('expiry').on('system', {}, system.add);
    await subscribed(channel);
    const [error] = (await system.atLeast(1, 5000)).filter((m) => m.status === 'error');
    expect(error?.message).toMatch(/Token has expired/);
    await expect.poll(() => channel.state).toBe('closed');
    await user.client.removeAllChannels();
  });
});
