import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimTemplate, fetchOwnedTemplates } from './templateAccess';
import { clientFor } from '../../test/nodeClient';
import {
  importLocalSupabase,
  type StartedLocalSupabase,
} from '../../test/localSupabase.globalSetup';

/*
 * "Your templates" against the local server's real database: which templates an account may open is decided by
 * template_entitlement behind the my_templates view; the client only orders what it is given.
 */

let server: StartedLocalSupabase;

beforeAll(async () => {
  const { startLocalSupabase } = await importLocalSupabase();
  server = await startLocalSupabase({ port: 0, dataDir: 'memory', logger: false });
}, 180_000);
afterAll(() => server.stop());

describe('fetchOwnedTemplates', () => {
  it('lists a subscriber’s claimed and bought templates first, then every Paid one the plan includes, until it ends', async () => {
    const client = clientFor(server.url, server.anonKey);
    const email = `owned-${Date.now().toString(36)}@example.com`;
    const { data, error } = await client.auth.signUp({ email, password: 'correct horse battery' });
    expect(error).toBeNull();
    const userId = data.user?.id ?? '';
    const service = clientFor(server.url, server.serviceRoleKey);
    const products = await service.from('products').select('id,slug,price_type,display_order');
    const bySlug = new Map(
      (products.data ?? []).map((p: { slug: string; id: string }) => [p.slug, p.id]),
    );

    await claimTemplate(client, bySlug.get('monofolio') ?? '');
    const bought = await service.from('purchases').insert({
      user_id: userId,
      product_id: bySlug.get('seedround'),
      amount_cents: 2999,
      created_at: '2026-01-05T10:00:00Z',
    });
    expect(bought.error).toBeNull();
    const subscribed = await service.from('subscribers').insert({
      user_id: userId,
      email,
      subscribed: true,
      subscription_tier: 'Pro',
      subscription_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(subscribed.error).toBeNull();

    const listed = await fetchOwnedTemplates(client);
    expect(listed.map((t) => [t.slug, t.entitlement])).toEqual([
      ['monofolio', 'claimed'],
      ['seedround', 'purchased'],
      // Every other Paid template, in the catalogue's order, with no date of its own.
      ['aurora-saas', 'subscription'],
      ['northwind-agency', 'subscription'],
      ['crate-and-co', 'subscription'],
      ['pulse-analytics', 'subscription'],
      ['aperture-photo', 'subscription'],
    ]);
    expect(
      listed.filter((t) => t.entitlement === 'subscription').map((t) => t.acquired_at),
    ).toEqual(Array(5).fill(null));

    // The plan ends: what was claimed or bought stays, what it included goes.
    const ended = await service
      .from('subscribers')
      .update({ subscription_end: new Date(Date.now() - 1000).toISOString() })
      .eq('user_id', userId);
    expect(ended.error).toBeNull();
    expect((await fetchOwnedTemplates(client)).map((t) => t.slug)).toEqual([
      'monofolio',
      'seedround',
    ]);
  });
});
