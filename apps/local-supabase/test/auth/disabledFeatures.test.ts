import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { authHeaders, clientFor, newUser, startTestServer } from '../support/harness.ts';

/*
 * Sign-in methods the product does not offer, called through supabase-js as an app would. The expected status,
 * error code and message are those of a Supabase project with the method switched off (Supabase Auth's error
 * code reference and its handlers for /sso, /token, /signup, /otp, /verify, /resend and /user/identities).
 */

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('features switched off answer as Supabase does', () => {
  it('anonymous sign-in: 422 anonymous_provider_disabled', async () => {
    const { data, error } = await clientFor(server).auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
  });

  it('SAML single sign-on: 404 saml_provider_disabled, for every route under /sso', async () => {
    const { error } = await clientFor(server).auth.signInWithSSO({ domain: 'example.com' });
    expect(error).toMatchObject({
      status: 404,
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });
    for (const [method, path] of [
      ['GET', '/sso/saml/metadata'],
      ['POST', '/sso/saml/acs'],
    ] as const) {
      const response = await fetch(`${server.url}/auth/v1${path}`, {
        method,
        headers: authHeaders(server),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error_code: 'saml_provider_disabled' });
    }
  });

  it('OIDC id token: 400 provider_disabled naming the provider issuer', async () => {
    const auth = clientFor(server).auth;
    const google = await auth.signInWithIdToken({ provider: 'google', token: 'a.b.c' });
    expect(google.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const payload = Buffer.from(JSON.stringify({ iss: 'https://appleid.apple.com' })).toString(
      'base64url',
    );
    const apple = await auth.signInWithIdToken({ provider: 'apple', token: `x.${payload}.y` });
    expect(apple.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://appleid.apple.com") is not enabled',
    });
    const unknown = await auth.signInWithIdToken({ provider: 'myidp', token: 'a.b.c' });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Custom OIDC provider "myidp" not allowed',
    });
  });

  it('OIDC id token without a token: the OAuth-style 400 Supabase Auth answers', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=id_token`, {
      method: 'POST',
      headers: { ...authHeaders(server), 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'google' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid request',
      error_description: 'id_token required',
    });
  });

  it('web3 wallets: 422 web3_provider_disabled', async () => {
    const { error } = await clientFor(server).auth.signInWithWeb3({
      chain: 'solana',
      message: 'example.com wants you to sign in with your Solana account',
      signature: new Uint8Array(64),
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'web3_provider_disabled',
      message: 'Web3 provider is disabled',
    });
  });

  it('identity linking: 404 manual_linking_disabled for a signed-in user, the Bearer checks first', async () => {
    const { client, id } = await newUser(server, 'linking');
    const link = await client.auth.linkIdentity({ provider: 'github' });
    expect(link.error).toMatchObject({
      status: 404,
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    });
    const identity = (await client.auth.getUserIdentities()).data?.identities[0];
    expect(identity?.user_id).toBe(id);
    const unlink = await client.auth.unlinkIdentity(identity!);
    expect(unlink.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    const anonKeyOnly = await fetch(`${server.url}/auth/v1/user/identities/authorize`, {
      headers: authHeaders(server),
    });
    expect(anonKeyOnly.status).toBe(403);
    expect(await anonKeyOnly.json()).toMatchObject({ error_code: 'bad_jwt' });
  });

  it('phone: every phone call is refused with phone_provider_disabled (or the code never matches)', async () => {
    const auth = clientFor(server).auth;
    const phone = '+15555550100';
    expect((await auth.signUp({ phone, password: 'long enough pass' })).error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone signups are disabled',
    });
    expect(
      (await auth.signInWithPassword({ phone, password: 'long enough pass' })).error,
    ).toMatchObject({
      status: 422,
      code: 'phone_provider_disabled',
      message: 'Phone logins are disabled',
    });
    expect((await auth.signInWithOtp({ phone })).error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Unsupported phone provider',
    });
    expect(
      (await auth.signInWithOtp({ phone, options: { shouldCreateUser: false } })).error,
    ).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    expect((await auth.resend({ type: 'sms', phone })).error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone logins are disabled',
    });
    expect((await auth.verifyOtp({ type: 'sms', phone, token: '123456' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    expect((await auth.signInWithOtp({ phone: 'not a phone' })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
  });

  it('OAuth: 400 validation_failed naming the provider as off, or as unknown', async () => {
    const authorize = async (provider: string) => {
      const response = await fetch(
        `${server.url}/auth/v1/authorize?provider=${encodeURIComponent(provider)}`,
        { redirect: 'manual' },
      );
      return { status: response.status, body: await response.json() };
    };
    expect(await authorize('GitHub')).toMatchObject({
      status: 400,
      body: {
        error_code: 'validation_failed',
        msg: 'Unsupported provider: provider is not enabled',
      },
    });
    expect(await authorize('myspace')).toMatchObject({
      status: 400,
      body: { msg: 'Unsupported provider: Provider myspace could not be found' },
    });
  });

  it('settings report every one of them off', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`, {
      headers: authHeaders(server),
    });
    const settings = (await response.json()) as {
      external: Record<string, boolean>;
      saml_enabled: boolean;
    };
    expect(settings.saml_enabled).toBe(false);
    expect(settings.external).toMatchObject({
      anonymous_users: false,
      phone: false,
      google: false,
    });
  });
});
