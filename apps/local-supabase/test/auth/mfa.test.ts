import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  newUser,
  seededAccounts,
  seededTotpFactor,
  signedInClient,
  startTestServer,
  userWithTotp,
} from '../support/harness.ts';
import { totpCode } from '../../src/tokens/totp.ts';

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const now = () => Date.now() / 1000;

async function claimsOf(client: SupabaseClient) {
  const token = (await client.auth.getSession()).data.session?.access_token ?? '';
  return decodeJwt(token);
}

describe('TOTP enrolment', () => {
  it('answers with a locally drawn QR code, the secret and the otpauth URI', async () => {
    const { client, email } = await newUser(server, 'enroll');
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    });
    expect(error).toBeNull();
    if (data?.type !== 'totp') throw new Error('expected a TOTP factor');
    expect(data.friendly_name).toBe('Phone');
    // supabase-js wraps the server's SVG in a data: URL.
    expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    // Unescaped in a data: URL, a `#` would end the image where the URL's fragment begins.
    expect(data.totp.qr_code).not.toContain('#');
    expect(data.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toBe(`/127.0.0.1:4173:${email}`);
    expect(uri.searchParams.get('secret')).toBe(data.totp.secret);

    const user = (await client.auth.getUser()).data.user;
    expect(user?.factors).toEqual([
      expect.objectContaining({
        id: data.id,
        friendly_name: 'Phone',
        factor_type: 'totp',
        status: 'unverified',
      }),
    ]);
    expect(JSON.stringify(user)).not.toContain(data.totp.secret);
    expect((await client.auth.mfa.listFactors()).data?.totp).toEqual([]);
  });

  it('refuses a second factor with the same name and factor types it does not offer', async () => {
    const { client } = await newUser(server, 'enroll-bad');
    expect(
      (await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'A' })).error,
    ).toBeNull();
    expect(
      (await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'A' })).error,
    ).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    expect(
      (await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' })).error,
    ).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });
});

describe('TOTP verification', () => {
  it('raises the session to aal2 with totp in amr, and emits MFA_CHALLENGE_VERIFIED', async () => {
    const { client } = await newUser(server, 'verify');
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.data?.type !== 'totp') throw new Error('expected a TOTP factor');
    const { id: factorId, totp } = enrolled.data;

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp', expires_at: expect.any(Number) });
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: totpCode(totp.secret, now()),
    });
    expect(verified.error).toBeNull();
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');

    const claims = await claimsOf(client);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual([
      'totp',
      'password',
    ]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await client.auth.mfa.listFactors()).data?.totp).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified' }),
    ]);

    // The level survives a refresh.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');
  });

  it('signs the user in at aal1 with the password, asking for aal2 next', async () => {
    const { email, password } = await userWithTotp(server, 'next-level');
    const client = await signedInClient(server, email, password);
    const claims = await claimsOf(client);
    expect(claims.aal).toBe('aal1');
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('ends the user’s other aal1 sessions when a session steps up', async () => {
    const { email, password, secret, factorId } = await userWithTotp(server, 'step-up');
    const first = await signedInClient(server, email, password);
    const second = await signedInClient(server, email, password);
    const stepped = await first.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(secret, now() + 30),
    });
    expect(stepped.error).toBeNull();
    expect((await second.auth.getUser()).error).toMatchObject({
      name: 'AuthSessionMissingError',
    });
    expect((await first.auth.getUser()).error).toBeNull();
  });

  it('keeps password and e-mail changes for aal2 sessions once a factor is verified', async () => {
    const { email, password } = await userWithTotp(server, 'aal-guard');
    const client = await signedInClient(server, email, password);
    for (const change of [{ password: 'another-pass-1' }, { email: 'moved@example.com' }]) {
      expect((await client.auth.updateUser(change)).error).toMatchObject({
        status: 401,
        code: 'insufficient_aal',
        message: 'AAL2 session is required to update email or password when MFA is enabled.',
      });
    }
    expect((await client.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull();
  });
});

describe('the seeded two-factor account', () => {
  it('signs in at aal1 and steps up with a code from its documented secret', async () => {
    const { email, password } = seededAccounts.twoFactor;
    const client = await signedInClient(server, email, password);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const factors = (await client.auth.mfa.listFactors()).data?.totp ?? [];
    expect(factors.map((f) => f.id)).toEqual([seededTotpFactor.id]);
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: seededTotpFactor.id,
      code: totpCode(seededTotpFactor.secret, now()),
    });
    expect(verified.error).toBeNull();
    expect((await claimsOf(client)).aal).toBe('aal2');
  });
});

describe('TOTP unenrolment', () => {
  it('needs aal2 for a verified factor, then drops the sessions it raised to aal1', async () => {
    const { client, email, password, factorId } = await userWithTotp(server, 'unenroll');
    const aal1 = await signedInClient(server, email, password);
    expect((await aal1.auth.mfa.unenroll({ factorId })).error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    });

    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    const user = (await client.auth.getUser()).data.user;
    expect(user?.factors ?? []).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
  });

  it('removes an unverified factor at aal1', async () => {
    const { client } = await newUser(server, 'unenroll-new');
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect((await client.auth.mfa.unenroll({ factorId: data?.id ?? '' })).error).toBeNull();
  });
});
