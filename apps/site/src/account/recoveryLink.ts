import { authErrorMessages, describeAuthError } from '../content/authErrors';

/** What the URL of a recovery link carried when the reset page opened (supabase-js clears it once read). */
export interface RecoveryLinkInfo {
  /** A session arrived in the fragment (`access_token=…`). */
  hasToken: boolean;
  /** The auth server's redirect error (`error`, `error_code`, `error_description`), if any. */
  error: { code: string; description: string } | null;
}

/** Reads the fragment (and, for errors, the query) of the URL the recovery link opened. */
export function readRecoveryLink(hash: string, search: string): RecoveryLinkInfo {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const pick = (name: string) => fragment.get(name) ?? query.get(name);
  const code = pick('error_code') ?? pick('error');
  const description = pick('error_description') ?? '';
  return {
    hasToken: fragment.has('access_token'),
    error: code || description ? { code: code ?? 'unspecified', description } : null,
  };
}

/** Whether the URL holds the parameters of an auth redirect (what `readRecoveryLink` looks at). */
export function hasAuthParams(hash: string, search: string): boolean {
  return /(?:^|[#&?])(?:access_token|error|error_code|error_description)=/.test(
    `${hash}&${search}`,
  );
}

/** Sentences for the reset page's 'This link no longer works' state. */
export const recoveryLinkMessages = {
  expired: authErrorMessages.linkExpired,
  noLink:
    'To choose a new password, open the link in the reset email we sent you. No email? Request a new link.',
} as const;

/** The sentence for a recovery link the server refused (expired, used, malformed). */
export function describeLinkError(error: NonNullable<RecoveryLinkInfo['error']>): string {
  // otp_expired, and whatever else the server names, read as "this link no longer works" on this screen.
  const sentence = describeAuthError(
    { code: error.code, message: '' },
    { context: 'resetPassword' },
  );
  return sentence === authErrorMessages.generic ? recoveryLinkMessages.expired : sentence;
}
