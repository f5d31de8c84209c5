import type { SqlExecutor } from '../../db/database.ts';
import { factorsOf, type FactorRow } from '../store/factors.ts';
import { identitiesOf, type IdentityRow, type UserRow } from '../store/users.ts';

function withoutNulls(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
}

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at,
    created_at: identity.created_at,
    updated_at: identity.updated_at,
    email: identity.email,
  };
}

/** A factor as the User object lists it: never its secret. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    last_challenged_at: factor.last_challenged_at,
  };
}

/** The User object of the auth API: optional timestamps, and `factors` when there are none, are omitted. */
export function userJson(
  user: UserRow,
  identities: IdentityRow[],
  factors: FactorRow[] = [],
): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    ...withoutNulls({
      email_confirmed_at: user.email_confirmed_at,
      phone_confirmed_at: user.phone_confirmed_at,
      confirmed_at: user.confirmed_at,
      confirmation_sent_at: user.confirmation_sent_at,
      recovery_sent_at: user.recovery_sent_at,
      new_email: user.email_change,
      email_change_sent_at: user.email_change_sent_at,
      invited_at: user.invited_at,
      last_sign_in_at: user.last_sign_in_at,
      banned_until: user.banned_until,
      deleted_at: user.deleted_at,
    }),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

/** The User object with its identities and MFA factors, as every auth answer renders it. */
export async function loadUserJson(
  db: SqlExecutor,
  user: UserRow,
): Promise<Record<string, unknown>> {
  return userJson(user, await identitiesOf(db, user.id), await factorsOf(db, user.id));
}

/**
 * What sign-up answers for an address that is already registered while confirmations are on: a
 * plausible new user with no identities, so the response does not reveal the account (docs/local-backend.md#enumeration-protection).
 */
export function obfuscatedUserJson(
  id: string,
  email: string,
  userMetadata: Record<string, unknown>,
): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id,
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
