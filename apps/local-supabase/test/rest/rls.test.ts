import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  clientFor,
  databaseBackends,
  newUser,
  serviceClient,
  startTestServer,
  uniqueEmail,
} from '../support/harness.ts';

/*
 * Who may do what to which table, through the real supabase-js client. Runs on PGlite always and, when
 * DATABASE_URL is set (scripts/with-postgres.sh), on that PostgreSQL server too.
 */

type Actor = 'anon' | 'user' | 'other user' | 'service role';
type Operation = 'select' | 'insert' | 'update' | 'delete';
/** 'ok', or the HTTP status and SQLSTATE of the refusal. */
type Expected = 'ok' | [number, string];

const denied = (status: number): Expected => [status, '42501'];

const matrix: Record<'products' | 'subscribers', Record<Actor, Record<Operation, Expected>>> = {
  products: {
    anon: { select: 'ok', insert: denied(401), update: denied(401), delete: denied(401) },
    user: { select: 'ok', insert: denied(403), update: denied(403), delete: denied(403) },
    'other user': { select: 'ok', insert: denied(403), update: denied(403), delete: denied(403) },
    'service role': { select: 'ok', insert: 'ok', update: 'ok', delete: 'ok' },
  },
  subscribers: {
    anon: { select: denied(401), insert: denied(401), update: denied(401), delete: denied(401) },
    user: { select: 'ok', insert: denied(403), update: denied(403), delete: denied(403) },
    'other user': { select: 'ok', insert: denied(403), update: denied(403), delete: denied(403) },
    'service role': { select: 'ok', insert: 'ok', update: 'ok', delete: 'ok' },
  },
};

describe.each(databaseBackends)('row level security on $name', ({ databaseUrl }) => {
  let server: LocalSupabase;
  let clients: Record<Actor, SupabaseClient>;
  let owners: Record<'user' | 'other user', { id: string; email: string }>;

  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {});
    const [user, other] = await Promise.all([
      newUser(server, 'rls-user'),
      newUser(server, 'rls-other'),
    ]);
    owners = {
      user: { id: user.id, email: user.email },
      'other user': { id: other.id, email: other.email },
    };
    clients = {
      anon: clientFor(server),
      user: user.client,
      'other user': other.client,
      'service role': serviceClient(server),
    };
    const seeded = await serviceClient(server)
      .from('subscribers')
      .insert(
        [user, other].map((u) => ({
          user_id: u.id,
          email: u.email,
          subscribed: true,
          subscription_tier: 'Pro',
        })),
      );
    expect(seeded.error).toBeNull();
  });
  afterAll(async () => {
    // On PostgreSQL the files after this one share its database: leave the catalogue as the seed made it.
    const removed = await serviceClient(server)
      .from('products')
      .delete()
      .in('name', ['RLS probe', 'Doomed']);
    expect(removed.error).toBeNull();
    await server.stop();
  });

  async function attempt(table: 'products' | 'subscribers', actor: Actor, operation: Operation) {
    const from = clients[actor].from(table);
    const probe = uniqueEmail(actor.replace(' ', '-'));
    const slug = probe.split('@')[0]?.toLowerCase() ?? 'probe';
    const target =
      table === 'products'
        ? { column: 'slug', value: 'monofolio' }
        : { column: 'email', value: owners.user.email };
    switch (operation) {
      case 'select':
        return from.select('*');
      case 'insert':
        return table === 'products'
          ? from.insert({ slug, name: 'RLS probe', page_type: 'SaaS' })
          : from.insert({ email: probe, subscribed: true, subscription_tier: 'Hacked' });
      case 'update':
        return table === 'products'
          ? from.update({ description: `touched by ${actor}` }).eq(target.column, target.value)
          : from.update({ subscription_tier: `set by ${actor}` }).eq(target.column, target.value);
      case 'delete':
        // Deleting a throwaway row keeps the seeded data intact for the rest of the matrix.
        if (table === 'products') {
          await serviceClient(server)
            .from('products')
            .insert({ slug, name: 'Doomed', page_type: 'SaaS' });
          return from.delete().eq('slug', slug);
        }
        await serviceClient(server).from('subscribers').insert({ email: probe });
        return from.delete().eq('email', probe);
    }
  }

  const cases = Object.entries(matrix).flatMap(([table, actors]) =>
    Object.entries(actors).flatMap(([actor, operations]) =>
      Object.entries(operations).map(([operation, expected]) => ({
        table: table as keyof typeof matrix,
        actor: actor as Actor,
        operation: operation as Operation,
        expected,
      })),
    ),
  );

  it.each(cases)('$actor $operation on $table', async ({ table, actor, operation, expected }) => {
    const result = await attempt(table, actor, operation);
    if (expected === 'ok') {
      expect(result.error).toBeNull();
      expect(result.status).toBeLessThan(300);
    } else {
      expect(result.status).toBe(expected[0]);
      expect(result.error).toMatchObject({ code: expected[1] });
    }
  });

  it('shows each signed-in user only their own subscriber row', async () => {
    for (const actor of ['user', 'other user'] as const) {
      const { data, error } = await clients[actor].from('subscribers').select('email,user_id');
      expect(error).toBeNull();
      expect(data).toEqual([{ email: owners[actor].email, user_id: owners[actor].id }]);
    }
    const peek = await clients['other user']
      .from('subscribers')
      .select('*')
      .eq('email', owners.user.email);
    expect(peek.data).toEqual([]);
    const all = await clients['service role'].from('subscribers').select('email');
    expect(all.data?.length).toBeGreaterThanOrEqual(4);
  });

  it("hides rows that carry the reader's address but are not bound to the reader", async () => {
    const [owner, holder, claimant] = await Promise.all([
      newUser(server, 'rls-owner'),
      newUser(server, 'rls-holder'),
      newUser(server, 'rls-claimant'),
    ]);
    const seeded = await serviceClient(server)
      .from('subscribers')
      .insert([
        // The address changed hands: the row stays with the account it was bound to.
        { user_id: owner.id, email: holder.email, subscribed: true },
        // Paid before signing up: nobody's until the check-subscription function binds it.
        { user_id: null, email: claimant.email, subscribed: true },
      ]);
    expect(seeded.error).toBeNull();

    for (const reader of [holder, claimant]) {
      const { data, error } = await reader.client.from('subscribers').select('email');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    expect((await owner.client.from('subscribers').select('email')).data).toEqual([
      { email: holder.email },
    ]);
  });

  it('leaves rows untouched by refused writes', async () => {
    const admin = serviceClient(server);
    const subscriber = await admin
      .from('subscribers')
      .select('subscription_tier')
      .eq('email', owners.user.email)
      .single();
    expect(['Pro', 'set by service role']).toContain(subscriber.data?.subscription_tier);
    const product = await admin
      .from('products')
      .select('description')
      .eq('slug', 'monofolio')
      .single();
    expect(product.data?.description).not.toMatch(/touched by (anon|user|other user)$/);
    const probes = await admin
      .from('subscribers')
      .select('email')
      .eq('subscription_tier', 'Hacked');
    expect(probes.data).toEqual([{ email: expect.stringMatching(/^service-role-/) }]);
  });

  it('keeps the call requests to the service role: no API role reads, adds, changes or deletes one', async () => {
    const request = { name: 'RLS probe', email: uniqueEmail('rls-contact'), need: 'A call' };
    const stored = await clients['service role'].from('contact_requests').insert(request);
    expect(stored.error).toBeNull();
    for (const actor of ['anon', 'user'] as const) {
      const table = () => clients[actor].from('contact_requests');
      expect((await table().select('*')).error).toMatchObject({ code: '42501' });
      expect((await table().insert(request)).error).toMatchObject({ code: '42501' });
      expect(
        (await table().update({ need: actor }).eq('email', request.email)).error,
      ).toMatchObject({ code: '42501' });
      expect((await table().delete().eq('email', request.email)).error).toMatchObject({
        code: '42501',
      });
    }
    const kept = await clients['service role']
      .from('contact_requests')
      .delete()
      .eq('email', request.email)
      .select('need');
    expect(kept.data).toEqual([{ need: 'A call' }]);
  });

  it('never runs a token claiming a privileged database role', async () => {
    const forged = await fetch(`${server.url}/rest/v1/subscribers`, {
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${await signRole(server, 'postgres')}`,
      },
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({
      code: '42501',
      message: 'permission denied to set role "postgres"',
    });
  });
});

async function signRole(server: LocalSupabase, role: string): Promise<string> {
  const { SignJWT } = await import('jose');
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(server.jwtSecret));
}
