import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { newUser, startTestServer } from '../support/harness.ts';
import { createNotesTable } from './notesSchema.ts';
import { RawSocket, refusal, socketUrl } from './rawSocket.ts';

/* The Phoenix channel protocol as the server speaks it, frame by frame (vsn 1.0.0, JSON objects). */

let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer();
  await createNotesTable(server);
});
afterAll(() => server?.stop());

function signed(
  claims: Record<string, unknown>,
  expiresIn = 3600,
  secret = server.jwtSecret,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

const otherSecret = 'another-projects-secret-of-32-characters';

describe('the upgrade', () => {
  it('is refused before any channel without a key, or with a key not the project’s', async () => {
    expect(await refusal(socketUrl(server, { vsn: '1.0.0' }))).toEqual({
      status: 401,
      body: JSON.stringify({ message: 'No API key found in request' }),
    });
    const forged = await signed({ role: 'anon' }, 3600, otherSecret);
    for (const apikey of [forged, await signed({ role: 'anon' }, -10)]) {
      expect(await refusal(socketUrl(server, { apikey, vsn: '1.0.0' }))).toEqual({
        status: 401,
        body: JSON.stringify({ message: 'Invalid authentication credentials' }),
      });
    }
  });
});

describe('a channel', () => {
  it('answers a heartbeat on the phoenix topic', async () => {
    const socket = await RawSocket.open(server);
    const ref = socket.push('phoenix', 'heartbeat', {}, null);
    expect(await socket.reply(ref)).toMatchObject({
      topic: 'phoenix',
      payload: { status: 'ok', response: {} },
    });
    socket.close();
  });

  it('replies to a join with its refs and binding ids, sends the system message, and closes on leave', async () => {
    const socket = await RawSocket.open(server);
    const ref = socket.push('realtime:notes', 'phx_join', {
      config: {
        broadcast: { self: false, ack: false },
        presence: { key: '' },
        postgres_changes: [
          { event: 'INSERT', schema: 'public', table: 'rt_notes' },
          { event: '*', schema: 'public', table: 'rt_notes', filter: 'n=gt.1' },
        ],
        private: false,
      },
      access_token: server.serviceRoleKey,
    });
    const reply = await socket.reply(ref);
    expect(reply).toMatchObject({ join_ref: ref, ref, topic: 'realtime:notes' });
    const bindings = (reply.payload.response as { postgres_changes: { id: number }[] })
      .postgres_changes;
    expect(bindings).toMatchObject([
      { event: 'INSERT', schema: 'public', table: 'rt_notes' },
      { event: '*', schema: 'public', table: 'rt_notes', filter: 'n=gt.1' },
    ]);
    const [insertOnly, filtered] = bindings.map((b) => b.id);
    expect(await socket.next((m) => m.event === 'system')).toMatchObject({
      payload: {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: 'notes',
      },
    });

    await server.db.query(
      `insert into public.rt_notes (id, body, secret, n) values (900, 'b', 's', 2)`,
    );
    const change = await socket.next((m) => m.event === 'postgres_changes');
    expect(change.payload.ids).toEqual([insertOnly, filtered]);
    expect(change.payload.data).toMatchObject({
      schema: 'public',
      table: 'rt_notes',
      type: 'INSERT',
      columns: [
        { name: 'id', type: 'int4' },
        { name: 'owner', type: 'uuid' },
        { name: 'body', type: 'text' },
        { name: 'secret', type: 'text' },
        { name: 'n', type: 'int4' },
        { name: 'at', type: 'timestamptz' },
      ],
      record: { id: 900, owner: null, body: 'b', secret: 's', n: 2 },
      errors: null,
    });

    const leave = socket.push('realtime:notes', 'phx_leave', {}, ref);
    expect(await socket.reply(leave)).toMatchObject({ payload: { status: 'ok' } });
    expect(await socket.next((m) => m.event === 'phx_close')).toMatchObject({
      topic: 'realtime:notes',
    });
    socket.close();
  });

  it('refuses a join with an expired or forged token, or a role other than the API’s, with an error reply', async () => {
    const socket = await RawSocket.open(server);
    const { id } = await newUser(server, 'rt-join');
    const tokens = {
      expired: await signed({ sub: id, role: 'authenticated' }, -5),
      forged: await signed({ sub: id, role: 'authenticated' }, 3600, otherSecret),
      postgres: await signed({ role: 'postgres' }),
      supabase_admin: await signed({ role: 'supabase_admin' }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const ref = socket.push(`realtime:${name}`, 'phx_join', { config: {}, access_token: token });
      const reply = await socket.reply(ref);
      expect(reply.payload.status, name).toBe('error');
      expect(String((reply.payload.response as { reason: string }).reason)).toMatch(
        /^InvalidJWTToken/,
      );
    }
    socket.close();
  });

  it('answers a private channel’s join with an error naming what is missing', async () => {
    const socket = await RawSocket.open(server);
    const ref = socket.push('realtime:room', 'phx_join', { config: { private: true } });
    expect(await socket.reply(ref)).toMatchObject({
      payload: {
        status: 'error',
        response: { reason: expect.stringMatching(/^PrivateChannelsNotSupported/) },
      },
    });
    socket.close();
  });

  it('swaps the claims on an access_token message and closes the channel on a bad one', async () => {
    const socket = await RawSocket.open(server);
    const user = await newUser(server, 'rt-swap');
    const join = socket.push('realtime:swap', 'phx_join', {
      config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'rt_notes' }] },
    });
    await socket.reply(join);
    socket.push(
      'realtime:swap',
      'access_token',
      { access_token: await signed({ sub: user.id, role: 'authenticated' }) },
      join,
    );
    await socket.reply(socket.push('phoenix', 'heartbeat', {}, null));
    // Anon reads no row of rt_notes; as the user, their own row arrives.
    await server.db.query(`insert into public.rt_notes (id, owner, n) values (901, $1, 0)`, [
      user.id,
    ]);
    const change = await socket.next((m) => m.event === 'postgres_changes');
    expect(change.payload.data).toMatchObject({ record: { id: 901 } });
    expect(change.payload.data).not.toHaveProperty('record.secret');

    socket.push('realtime:swap', 'access_token', { access_token: 'not a token' }, join);
    expect(
      await socket.next((m) => m.event === 'system' && m.payload.status === 'error'),
    ).toMatchObject({
      payload: { extension: 'system', channel: 'swap' },
    });
    await socket.next((m) => m.event === 'phx_close');
    socket.close();
  });

  it('answers a message for a topic the socket has not joined with an error', async () => {
    const socket = await RawSocket.open(server);
    const ref = socket.push('realtime:elsewhere', 'broadcast', {
      type: 'broadcast',
      event: 'x',
      payload: {},
    });
    expect(await socket.reply(ref)).toMatchObject({
      payload: { status: 'error', response: { reason: 'unmatched topic' } },
    });
    socket.close();
  });
});
