import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { clientFor, databaseBackends, newUser, startTestServer } from '../support/harness.ts';
import { createNotesTable } from '../realtime/notesSchema.ts';
import { RawSocket, refusal, socketUrl } from '../realtime/rawSocket.ts';

/*
 * Attacks on the realtime socket: tokens that are not the project's or name a role above the API's, filters that try
 * to read what the role cannot or carry SQL, and sockets that flood, oversize or garble their frames.
 */

function unsigned(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ exp: 4_000_000_000, ...claims })}.`;
}

describe.each(databaseBackends)('realtime attacks on $name', ({ databaseUrl }) => {
  let server: LocalSupabase;
  const sign = (claims: Record<string, unknown>, secret = server.jwtSecret) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));

  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {});
    await createNotesTable(server);
  });
  afterAll(() => server?.stop());

  async function joinReply(socket: RawSocket, topic: string, payload: Record<string, unknown>) {
    return socket.reply(socket.push(`realtime:${topic}`, 'phx_join', payload));
  }

  it('refuses an unsigned (alg: none) or foreign-signed apikey at the upgrade', async () => {
    for (const apikey of [
      unsigned({ role: 'service_role' }),
      await sign({ role: 'service_role' }, 'another-projects-secret-of-32-characters'),
    ]) {
      expect((await refusal(socketUrl(server, { apikey, vsn: '2.0.0' }))).status).toBe(401);
    }
  });

  it('refuses a join or a token swap with alg: none, a foreign signature, or the role postgres or supabase_admin', async () => {
    const socket = await RawSocket.open(server);
    const hostile = {
      none: unsigned({ role: 'service_role' }),
      foreign: await sign({ role: 'service_role' }, 'another-projects-secret-of-32-characters'),
      postgres: await sign({ role: 'postgres' }),
      supabase_admin: await sign({ role: 'supabase_admin' }),
    };
    for (const [name, token] of Object.entries(hostile)) {
      const reply = await joinReply(socket, name, { config: {}, access_token: token });
      expect(reply.payload.status, name).toBe('error');
    }
    const join = (
      await joinReply(socket, 'swap', {
        config: { postgres_changes: [{ event: '*', schema: 'public', table: 'rt_notes' }] },
      })
    ).ref;
    socket.push('realtime:swap', 'access_token', { access_token: hostile.postgres }, join);
    await socket.next((m) => m.topic === 'realtime:swap' && m.event === 'phx_close');
    // The channel is gone: a row written now reaches nobody on this socket.
    await server.db.query(
      `insert into public.rt_notes (id, secret) values (1, 'for postgres only')`,
    );
    await server.realtime.settled();
    expect(socket.messages.filter((m) => m.event === 'postgres_changes')).toEqual([]);
    socket.close();
  });

  it('refuses a filter on a column the role cannot read, and SQL in a filter', async () => {
    const socket = await RawSocket.open(server);
    const user = await newUser(server, 'rt-attacker');
    const token = (await user.client.auth.getSession()).data.session?.access_token;
    const filters = [
      'secret=eq.hidden',
      'n=eq.1; drop table public.rt_notes; --',
      'n=in.(1) or true',
      '"n" = 1 or true --=eq.1',
      'id=eq.1)::int; select pg_sleep(5); --',
    ];
    for (const filter of filters) {
      const reply = await joinReply(socket, `f-${filter}`, {
        config: { postgres_changes: [{ event: '*', schema: 'public', table: 'rt_notes', filter }] },
        access_token: token,
      });
      expect(reply.payload.status, filter).toBe('error');
    }
    // A string value is only ever a value: this one is legal and matches nothing.
    const legal = await joinReply(socket, 'legal', {
      config: {
        postgres_changes: [
          { event: '*', schema: 'public', table: 'rt_notes', filter: "body=eq.x' or '1'='1" },
        ],
      },
      access_token: server.serviceRoleKey,
    });
    expect(legal.payload.status).toBe('ok');
    expect((await server.db.query('select count(*) from public.rt_notes')).rows).toHaveLength(1);
    socket.close();
  });

  it('sends another user nothing of a row, even with a filter naming its owner', async () => {
    const [victim, attacker] = await Promise.all([
      newUser(server, 'rt-victim'),
      newUser(server, 'rt-snoop'),
    ]);
    const socket = await RawSocket.open(server);
    const token = (await attacker.client.auth.getSession()).data.session?.access_token;
    const reply = await joinReply(socket, 'snoop', {
      config: {
        postgres_changes: [
          { event: '*', schema: 'public', table: 'rt_notes', filter: `owner=eq.${victim.id}` },
        ],
      },
      access_token: token,
    });
    expect(reply.payload.status).toBe('ok');
    await server.db.query(
      `insert into public.rt_notes (id, owner, body) values (2, $1, 'private')`,
      [victim.id],
    );
    await server.db.query(`update public.rt_notes set body = 'still private' where id = 2`);
    // Supabase sends deletes unchecked, as the key alone: nothing of the row's content. Changes arrive in commit
    // order, so once the delete is in, the insert and update were judged.
    await server.db.query(`delete from public.rt_notes where id = 2`);
    await socket.next((m) => m.event === 'postgres_changes');
    const changes = socket.messages.filter((m) => m.event === 'postgres_changes');
    expect(changes.map((m) => (m.payload.data as { type: string }).type)).toEqual(['DELETE']);
    expect(changes[0]?.payload.data).toMatchObject({ old_record: { id: 2 } });
    expect(JSON.stringify(changes)).not.toContain('private');
    socket.close();
  });
});

describe('a socket that floods or garbles', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  async function stillServes(): Promise<void> {
    const socket = await RawSocket.open(server);
    const ref = socket.push('phoenix', 'heartbeat', {}, null);
    expect((await socket.reply(ref)).payload.status).toBe('ok');
    socket.close();
    const { error } = await clientFor(server).from('products').select('id').limit(1);
    expect(error).toBeNull();
  }

  it('holds at most 100 channels, and is cut off when it sends 10,000 joins at once', async () => {
    const socket = await RawSocket.open(server);
    const refs = Array.from({ length: 150 }, (_, i) =>
      socket.push(`realtime:many-${i}`, 'phx_join', { config: {} }),
    );
    const replies = await Promise.all(refs.map((ref) => socket.reply(ref)));
    expect(replies.filter((r) => r.payload.status === 'ok')).toHaveLength(100);
    expect(replies[100]?.payload.response).toEqual({
      reason: 'ChannelRateLimitReached: Too many channels (at most 100 per socket)',
    });
    for (let i = 0; i < 10_000 && socket.ws.readyState === socket.ws.OPEN; i += 1) {
      socket.push(`realtime:flood-${i}`, 'phx_join', { config: {} });
    }
    expect(await socket.closed).toEqual({ code: 1008, reason: 'Too many messages' });
    await stillServes();
  });

  it('is closed with 1009 for a frame over 1 MiB', async () => {
    const socket = await RawSocket.open(server);
    socket.ws.send('x'.repeat(1024 * 1024 + 1));
    expect((await socket.closed).code).toBe(1009);
    await stillServes();
  });

  it('ignores malformed frames and keeps answering', async () => {
    for (const vsn of ['1.0.0', '2.0.0']) {
      const ws = new WebSocket(socketUrl(server, { apikey: server.anonKey, vsn }));
      await new Promise((resolve) => ws.once('open', resolve));
      const frames: (string | Buffer)[] = [
        'not json',
        '[1,2,3]',
        '{"topic":1}',
        'null',
        JSON.stringify({ topic: 'realtime:x', event: 'phx_join', payload: 'string' }),
        Buffer.from([3, 200, 200, 200, 200, 200, 1, 0]),
        Buffer.from([3]),
        Buffer.from([4, 1, 1, 1, 1, 1, 1]),
      ];
      for (const frame of frames) ws.send(frame);
      const heartbeat =
        vsn === '1.0.0'
          ? JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'hb' })
          : JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]);
      const answered = new Promise<string>((resolve) =>
        ws.on('message', (data) => resolve(String(data))),
      );
      ws.send(heartbeat);
      expect(await answered).toContain('"ok"');
      ws.close();
    }
    await stillServes();
  });
});
