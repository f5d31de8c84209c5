import type { Factor, SupabaseClient } from '@supabase/supabase-js';
import { mapAuthError, mapFunctionsError } from './authErrors';
import type { AuthActionError, AuthActionResult, SecurityActions, TotpFactor } from './types';

export interface SecurityActionsOptions {
  /** The site's public origin; e-mail change links lead back to its account page. */
  siteUrl: string;
  /** The client, once its auth events are subscribed to, so that what an action changes reaches the state. */
  connect: () => Promise<SupabaseClient>;
}

/** Runs `work` with the client; a throw (the client failed to load, the network is down) becomes its failure. */
async function withClient<T extends { error: AuthActionError | null }>(
  connect: () => Promise<SupabaseClient>,
  empty: Omit<T, 'error'>,
  work: (client: SupabaseClient) => Promise<T>,
): Promise<T> {
  try {
    return await work(await connect());
  } catch (error) {
    return { ...empty, error: mapAuthError(error) } as T;
  }
}

const done = (error: unknown): AuthActionResult => ({ error: error ? mapAuthError(error) : null });

function toTotpFactor(factor: Factor): TotpFactor {
  return {
    id: factor.id,
    name: factor.friendly_name?.trim() || null,
    status: factor.status === 'verified' ? 'verified' : 'unverified',
    createdAt: factor.created_at,
  };
}

/** Challenge then verify: one code proves the factor (and raises the session to aal2). */
async function proveFactor(client: SupabaseClient, factorId: string, code: string) {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: code.trim() });
  return error;
}

/** The signed-in account's security settings: password, e-mail, authenticator apps, devices, deletion. */
export function createSecurityActions({
  siteUrl,
  connect,
}: SecurityActionsOptions): SecurityActions {
  const emailRedirectTo = `${siteUrl.replace(/\/+$/, '')}/account`;
  const run = (work: (client: SupabaseClient) => Promise<AuthActionResult>) =>
    withClient(connect, {}, work);

  return {
    changePassword: ({ password, currentPassword, nonce }) =>
      withClient(connect, { user: null }, async (client) => {
        const { data, error } = await client.auth.updateUser({
          password,
          ...(currentPassword ? { current_password: currentPassword } : null),
          ...(nonce ? { nonce: nonce.trim() } : null),
        });
        return error
          ? { error: mapAuthError(error), user: null }
          : { error: null, user: data.user };
      }),

    requestReauthentication: () =>
      run(async (client) => done((await client.auth.reauthenticate()).error)),

    changeEmail: (email) =>
      withClient(connect, { pendingEmail: null }, async (client) => {
        const { data, error } = await client.auth.updateUser({ email }, { emailRedirectTo });
        if (error) return { error: mapAuthError(error), pendingEmail: null };
        // No new_email: the server changed the address at once (it confirms e-mails automatically).
        return { error: null, pendingEmail: data.user.new_email ?? null };
      }),

    listFactors: () =>
      withClient(connect, { factors: [] }, async (client) => {
        const { data, error } = await client.auth.mfa.listFactors();
        if (error) return { error: mapAuthError(error), factors: [] };
        return {
          error: null,
          factors: data.all.filter((f) => f.factor_type === 'totp').map(toTotpFactor),
        };
      }),

    enrollTotp: () =>
      withClient(connect, { enrollment: null }, async (client) => {
        const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
        if (error) return { error: mapAuthError(error), enrollment: null };
        const { qr_code: qrCode, secret, uri } = data.totp;
        return { error: null, enrollment: { factorId: data.id, qrCode, secret, uri } };
      }),

    verifyFactor: ({ factorId, code }) =>
      run(async (client) => done(await proveFactor(client, factorId, code))),

    removeFactor: ({ factorId, code }) =>
      run(async (client) => {
        const proof = await proveFactor(client, factorId, code);
        if (proof) return done(proof);
        return done((await client.auth.mfa.unenroll({ factorId })).error);
      }),

    signOutOtherDevices: () =>
      run(async (client) => done((await client.auth.signOut({ scope: 'others' })).error)),

    signOutEverywhere: () =>
      run(async (client) => done((await client.auth.signOut({ scope: 'global' })).error)),

    async deleteAccount() {
      let client: SupabaseClient;
      try {
        client = await connect();
      } catch (error) {
        return done(error);
      }
      try {
        const { error } = await client.functions.invoke('delete-account', { method: 'POST' });
        if (error) return { error: await mapFunctionsError(error) };
      } catch (error) {
        return { error: await mapFunctionsError(error) };
      }
      // The account is gone, so its session cannot be ended on the server: clear it here and in the other tabs.
      await client.auth.signOut({ scope: 'local' });
      return { error: null };
    },
  };
}
