import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { AuthSettings, LocalSupabaseOptions } from '../../src/config.ts';
import { startLocalSupabase, type LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { totpCode } from '../../src/tokens/totp.ts';

/** Limits off and cheap hashes: most suites test behaviour, not throttling (rateLimits.test.ts does). */
export const relaxedAuth: Partial<AuthSettings> = {
  rateLimitTokenPer5Min: 0,
  rateLimitSignupsPer5Min: 0,
  rateLimitVerifyPer5Min: 0,
  rateLimitMfaPerMinute: 0,
  mailSentPerHour: 0,
  mailMaxFrequencySeconds: 0,
  passwordHashCost: 4,
};

/** PGlite always; also the PostgreSQL server at DATABASE_URL when set (scripts/with-postgres.sh sets it). */
export const databaseBackends = [
  { name: 'PGlite', databaseUrl: undefined as string | undefined },
  ...(process.env.DATABASE_URL
    ? [{ name: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL }]
    : []),
];

export function startTestServer(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  return startLocalSupabase({
    port: 0,
    dataDir: 'memory',
    logger: false,
    ...options,
    auth: { ...relaxedAuth, ...options.auth },
    functions: {
      ...options.functions,
      env: { RESET_EMAIL_INTERVAL: '0', CONTACT_REQUEST_WINDOW: '0', ...options.functions?.env },
    },
  });
}

/** A supabase-js client as a browser page would create it, minus timers and storage. */
export function clientFor(server: LocalSupabase, key = server.anonKey): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export function serviceClient(server: LocalSupabase): SupabaseClient {
  return clientFor(server, server.serviceRoleKey);
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const seededAccounts = {
  subscriber: { email: 'subscriber@example.com', password: 'Subscriber-Pass-2026' },
  expired: { email: 'expired@example.com', password: 'Expired-Pass-2026' },
  member: { email: 'member@example.com', password: 'Member-Pass-2026' },
  twoFactor: { email: 'twofactor@example.com', password: 'Twofactor-Pass-2026' },
} as const;

/** The seeded account's verified TOTP factor (supabase/seeds/test-accounts.sql). */
export const seededTotpFactor = {
  id: '7d3f1c2a-5e6b-4a8c-9d0e-1f2a3b4c5d01',
  secret: 'OUTPACETWOFACTORSEEDSECRETKEY234',
} as const;

/** Where a mailed link leads, followed as a browser would: the redirect's status, target and fragment. */
export async function followMailedLink(
  link: string,
): Promise<{ status: number; location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  return {
    status: response.status,
    location,
    fragment: new URLSearchParams(location.hash.slice(1)),
  };
}

/** A client holding the session a followed link put in the page's fragment, as the site's page takes it. */
export async function clientWithLinkSession(
  server: LocalSupabase,
  fragment: URLSearchParams,
): Promise<SupabaseClient> {
  const client = clientFor(server);
  const { error } = await client.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  expect(error).toBeNull();
  return client;
}

export async function signedInClient(
  server: LocalSupabase,
  email: string,
  password: string,
): Promise<SupabaseClient> {
  const client = clientFor(server);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

/** Signs up a fresh account (auto-confirm is on by default) and returns its signed-in client. */
export async function newUser(server: LocalSupabase, prefix = 'user') {
  const email = uniqueEmail(prefix);
  const password = 'correct horse battery';
  const client = clientFor(server);
  const { data, error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  const id = data.user?.id;
  if (!id) throw new Error('sign-up returned no user');
  return { client, email, password, id };
}

export function authHeaders(server: LocalSupabase, token = server.anonKey): Record<string, string> {
  return { apikey: server.anonKey, Authorization: `Bearer ${token}` };
}

/** The newest verification link mailed to `to`. */
export function newestVerifyLink(server: LocalSupabase, to: string): string {
  const link = server.mailbox.list(to)[0]?.links.find((l) => l.includes('/auth/v1/verify'));
  if (!link) throw new Error(`no verification link mailed to ${to}`);
  return link;
}

/**
 * Changes a signed-in user's e-mail as far as the server goes: asks for it, then follows the link mailed to the
 * new address, which is enough while auto-confirm is on (the test default).
 */
export async function changeEmail(server: LocalSupabase, client: SupabaseClient, email: string) {
  const { error } = await client.auth.updateUser({ email });
  expect(error).toBeNull();
  const followed = await fetch(newestVerifyLink(server, email), { redirect: 'manual' });
  expect(followed.headers.get('location')).toContain('access_token=');
}

/** A user with a verified TOTP factor, whose client holds the aal2 session that verifying it gave. */
export async function userWithTotp(server: LocalSupabase, prefix = 'mfa') {
  const user = await newUser(server, prefix);
  const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp' });
  expect(enrolled.error).toBeNull();
  const factorId = enrolled.data?.id ?? '';
  const secret = enrolled.data?.type === 'totp' ? enrolled.data.totp.secret : '';
  const verified = await user.client.auth.mfa.challengeAndVerify({
    factorId,
    code: totpCode(secret, Date.now() / 1000),
  });
  expect(verified.error).toBeNull();
  return { ...user, factorId, secret };
}
