import type { SupabaseClient } from '@supabase/supabase-js';
import { mapAuthError, mapFunctionsError } from './authErrors';
import type { AuthActionError, AuthActions } from './types';

export interface AccountActionsOptions {
  /** The site's public origin; sign-up confirmation links lead to its root. */
  siteUrl: string;
  /**
   * The client, once its auth events are subscribed to (starting it now if it was still waiting), so that the
   * session an action starts reaches the state.
   */
  connect: () => Promise<SupabaseClient>;
  /** Checks the current session's subscription again; resolves with the failure, if any. */
  recheckSubscription: () => Promise<AuthActionError | null>;
}

/** The account actions. Expected failures are returned in `error`; none of them throws. */
export function createAccountActions({
  siteUrl,
  connect,
  recheckSubscription,
}: AccountActionsOptions): AuthActions {
  const emailRedirectTo = `${siteUrl.replace(/\/+$/, '')}/`;
  return {
    async signUp({ email, password }) {
      try {
        const client = await connect();
        const { data, error } = await client.auth.signUp({
          email,
          password,
          options: { emailRedirectTo },
        });
        if (error)
          return {
            error: mapAuthError(error),
            needsConfirmation: false,
            session: null,
            user: null,
          };
        return {
          error: null,
          needsConfirmation: data.session === null && data.user !== null,
          session: data.session,
          user: data.user,
        };
      } catch (error) {
        return {
          error: mapAuthError(error),
          needsConfirmation: false,
          session: null,
          user: null,
        };
      }
    },

    async signIn({ email, password }) {
      try {
        const client = await connect();
        const { data, error } = await client.auth.signInWithPassword({ email, password });
        if (error) return { error: mapAuthError(error), session: null, user: null };
        return { error: null, session: data.session, user: data.user };
      } catch (error) {
        return { error: mapAuthError(error), session: null, user: null };
      }
    },

    async sendSignInLink(email, next) {
      try {
        const client = await connect();
        const { error } = await client.auth.signInWithOtp({
          email,
          options: {
            shouldCreateUser: false,
            emailRedirectTo: `${siteUrl.replace(/\/+$/, '')}/sign-in?next=${encodeURIComponent(next)}`,
          },
        });
        // Supabase refuses an unknown address with otp_disabled when no account may be created: answered as
        // sent, so the page does not tell who has an account.
        if (error && error.code !== 'otp_disabled') return { error: mapAuthError(error) };
        return { error: null };
      } catch (error) {
        return { error: mapAuthError(error) };
      }
    },

    async verifySignInCode(email, code) {
      try {
        const client = await connect();
        const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
        if (error) return { error: mapAuthError(error), session: null, user: null };
        return { error: null, session: data.session, user: data.user };
      } catch (error) {
        return { error: mapAuthError(error), session: null, user: null };
      }
    },

    async signOut() {
      try {
        const client = await connect();
        const { error } = await client.auth.signOut();
        return { error: error ? mapAuthError(error) : null };
      } catch (error) {
        return { error: mapAuthError(error) };
      }
    },

    async requestPasswordReset(email) {
      let failure: AuthActionError | null;
      try {
        const client = await connect();
        const { error } = await client.functions.invoke('send-reset-email', {
          method: 'POST',
          body: { email },
        });
        failure = error ? await mapFunctionsError(error) : null;
      } catch (error) {
        failure = await mapFunctionsError(error);
      }
      // A failed reset e-mail is logged as well as returned: the visitor is told, and so is whoever reads the logs.
      if (failure) console.error('[auth] send-reset-email failed.', failure);
      return { error: failure };
    },

    async updatePassword(password) {
      try {
        const client = await connect();
        const { data, error } = await client.auth.updateUser({ password });
        if (error) return { error: mapAuthError(error), user: null };
        return { error: null, user: data.user };
      } catch (error) {
        return { error: mapAuthError(error), user: null };
      }
    },

    async refreshSubscription() {
      return { error: await recheckSubscription() };
    },
  };
}
