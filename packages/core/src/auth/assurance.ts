import type { Session } from '@supabase/supabase-js';

/** Authenticator assurance level: `aal1` after a password, `aal2` after a second factor as well. */
export type AssuranceLevel = 'aal1' | 'aal2';

/** Where a session stands on two-factor sign-in. */
export interface SessionAssurance {
  /** The level the session's token carries, or null when there is no session (or the token cannot be read). */
  current: AssuranceLevel | null;
  /** The level the account can reach: `aal2` once it has a verified factor. */
  next: AssuranceLevel | null;
}

export const NO_ASSURANCE: SessionAssurance = { current: null, next: null };

/**
 * Reads the assurance level from the session alone (the token's `aal` claim and the user's verified factors),
 * as supabase-js's `getAuthenticatorAssuranceLevel` does, but synchronously: the session machine runs inside
 * supabase-js's auth lock, where no Supabase call may be made.
 */
export function readAssurance(session: Session | null): SessionAssurance {
  if (!session) return NO_ASSURANCE;
  const claim = readTokenClaims(session.access_token)?.aal;
  const current: AssuranceLevel = claim === 'aal2' ? 'aal2' : 'aal1';
  const hasVerifiedFactor = (session.user.factors ?? []).some(
    (factor) => factor.status === 'verified',
  );
  return { current, next: hasVerifiedFactor ? 'aal2' : current };
}

/** True when the account has a second factor that this session has not yet proved. */
export function needsSecondFactor(assurance: SessionAssurance): boolean {
  return assurance.current === 'aal1' && assurance.next === 'aal2';
}

function readTokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
