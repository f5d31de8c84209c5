import type { ApiKeys } from '../config.ts';
import type { ApiRole } from '../rest/requestRole.ts';
import type { JwtService } from '../tokens/jwt.ts';

/** Who a channel acts as: the role its changes are checked under and the claims its policies read. */
export interface ChannelClaims {
  role: ApiRole;
  claims: Record<string, unknown>;
  /** When the token stops being valid, in ms since the epoch; undefined for keys that never expire. */
  expiresAt: number | undefined;
}

export type ClaimsResult = { ok: true; value: ChannelClaims } | { ok: false; reason: string };

const apiRoles = new Set<string>(['anon', 'authenticated', 'service_role']);

/**
 * A channel's token as Realtime reads it: the project's new-format keys stand for anon and service_role; anything
 * else must be a valid HS256 JWT of the project naming one of the three API roles (never `postgres` or
 * `supabase_admin`, which would read every row).
 */
export async function claimsOfToken(
  token: string,
  keys: ApiKeys,
  jwt: JwtService,
): Promise<ClaimsResult> {
  if (token === keys.publishableKey)
    return { ok: true, value: { role: 'anon', claims: { role: 'anon' }, expiresAt: undefined } };
  if (token === keys.secretKey) {
    return {
      ok: true,
      value: { role: 'service_role', claims: { role: 'service_role' }, expiresAt: undefined },
    };
  }
  const verified = await jwt.verify(token);
  if (!verified.ok) {
    if (verified.failure === 'expired') {
      const exp = expOfUnverified(token);
      const ago = exp === undefined ? 0 : Math.max(0, Math.floor(Date.now() / 1000) - exp);
      return { ok: false, reason: `InvalidJWTToken: Token has expired ${ago} seconds ago` };
    }
    return { ok: false, reason: `InvalidJWTToken: ${verified.detail}` };
  }
  const { role, exp } = verified.claims;
  if (typeof role !== 'string' || !apiRoles.has(role)) {
    return { ok: false, reason: `InvalidJWTToken: role "${String(role)}" is not allowed` };
  }
  if (typeof exp !== 'number')
    return { ok: false, reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' };
  return {
    ok: true,
    value: {
      role: role as ApiRole,
      claims: verified.claims as Record<string, unknown>,
      expiresAt: exp * 1000,
    },
  };
}

/** The `exp` of a token already known to be signed by the project, to say how long ago it expired. */
function expOfUnverified(token: string): number | undefined {
  try {
    const body = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof body?.exp === 'number' ? body.exp : undefined;
  } catch {
    return undefined;
  }
}
