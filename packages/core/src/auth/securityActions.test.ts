import { AuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createSecurityActions } from './securityActions';

// Only the wiring to supabase-js is checked here (which call, which arguments, what happens after a failure);
// the end-to-end suite runs every flow with the real client against the local server.

const apiError = (code: string, status = 422) => new AuthApiError('server wording', status, code);

function fakeClient() {
  const auth = {
    updateUser: vi.fn(async () => ({
      data: { user: { id: 'u', new_email: 'new@example.com' } },
      error: null,
    })),
    reauthenticate: vi.fn(async () => ({ data: {}, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
    mfa: {
      listFactors: vi.fn(),
      enroll: vi.fn(),
      challengeAndVerify: vi.fn(async (): Promise<{ error: unknown }> => ({ error: null })),
      unenroll: vi.fn(async () => ({ data: {}, error: null })),
    },
  };
  const functions = {
    invoke: vi.fn(async (): Promise<{ data: unknown; error: unknown }> => ({
      data: {},
      error: null,
    })),
  };
  const client = { auth, functions } as unknown as SupabaseClient;
  const actions = createSecurityActions({
    siteUrl: 'https://studio.example/',
    connect: async () => client,
  });
  return { auth, functions, actions };
}

describe('createSecurityActions', () => {
  it('changePassword sends the current password or the e-mailed code with the new one', async () => {
    const { auth, actions } = fakeClient();
    await actions.changePassword({ password: 'new-secret-1', currentPassword: 'old-secret' });
    await actions.changePassword({ password: 'new-secret-1', nonce: ' 123456 ' });
    expect(auth.updateUser).toHaveBeenNthCalledWith(1, {
      password: 'new-secret-1',
      current_password: 'old-secret',
    });
    expect(auth.updateUser).toHaveBeenNthCalledWith(2, {
      password: 'new-secret-1',
      nonce: '123456',
    });
  });

  it('changeEmail asks for links back to the account page and reports the pending address', async () => {
    const { auth, actions } = fakeClient();
    await expect(actions.changeEmail('new@example.com')).resolves.toEqual({
      error: null,
      pendingEmail: 'new@example.com',
    });
    expect(auth.updateUser).toHaveBeenCalledWith(
      { email: 'new@example.com' },
      { emailRedirectTo: 'https://studio.example/account' },
    );
  });

  it('removeFactor removes nothing when the code is not accepted', async () => {
    const { auth, actions } = fakeClient();
    auth.mfa.challengeAndVerify.mockResolvedValueOnce({
      error: apiError('mfa_verification_failed'),
    });
    const result = await actions.removeFactor({ factorId: 'f1', code: '000000' });
    expect(result.error?.code).toBe('mfa_verification_failed');
    expect(auth.mfa.unenroll).not.toHaveBeenCalled();

    await expect(actions.removeFactor({ factorId: 'f1', code: '123456' })).resolves.toEqual({
      error: null,
    });
    expect(auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f1' });
  });

  it('signs out other devices or everywhere with the matching scope', async () => {
    const { auth, actions } = fakeClient();
    await actions.signOutOtherDevices();
    await actions.signOutEverywhere();
    expect(auth.signOut.mock.calls).toEqual([[{ scope: 'others' }], [{ scope: 'global' }]]);
  });

  it('deleteAccount signs out here only after the function deleted the account', async () => {
    const { auth, functions, actions } = fakeClient();
    functions.invoke.mockResolvedValueOnce({
      data: null,
      error: new Error('Failed to send a request'),
    });
    expect((await actions.deleteAccount()).error).not.toBeNull();
    expect(auth.signOut).not.toHaveBeenCalled();

    await expect(actions.deleteAccount()).resolves.toEqual({ error: null });
    expect(functions.invoke).toHaveBeenLastCalledWith('delete-account', { method: 'POST' });
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('returns a failure instead of throwing when the client cannot load', async () => {
    const actions = createSecurityActions({
      siteUrl: 'https://studio.example',
      connect: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(actions.listFactors()).resolves.toMatchObject({
      factors: [],
      error: { code: 'network_error' },
    });
    await expect(actions.enrollTotp()).resolves.toMatchObject({
      enrollment: null,
      error: { code: 'network_error' },
    });
  });
});
