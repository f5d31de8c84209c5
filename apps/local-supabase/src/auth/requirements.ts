import type { Context } from 'hono';
import type { JWTPayload } from 'jose';
import { bearerToken } from '../http/bearer.ts';
import { isUuid } from '../http/uuid.ts';
import type { AuthContext, BearerUser } from './handlers/authContext.ts';
import { AuthError, sessionNotFound, validationFailed } from './handlers/authErrors.ts';
import { optionalStringField, readAuthBody } from './handlers/requestInput.ts';
import { findOwnedFactor, hasVerifiedFactor } from './store/factors.ts';
import { findSession } from './store/sessions.ts';
import { findUserById, isBanned } from './store/users.ts';

type AnyoneHandler = (ctx: AuthContext, c: Context) => Promise<Response>;
type UserHandler = (ctx: AuthContext, c: Context, caller: BearerUser) => Promise<Response>;

async function verifiedClaims(ctx: AuthContext, token: string): Promise<JWTPayload> {
  const verified = await ctx.jwt.verify(token);
  if (verified.ok) return verified.claims;
  throw new AuthError(
    403,
    'bad_jwt',
    `invalid JWT: unable to parse or verify signature, ${verified.detail}`,
  );
}

/** The ladder of checks Supabase Auth runs for GET/PUT /user and /logout (docs/local-backend.md#bearer-checks). */
async function requireBearerUser(ctx: AuthContext, c: Context): Promise<BearerUser> {
  const token = bearerToken(c);
  if (!token)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifiedClaims(ctx, token);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!isUuid(claims.sub))
    throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes('authenticated'))
    throw validationFailed("Token audience doesn't match request audience");
  const user = await findUserById(ctx.db, claims.sub);
  if (!user || user.deleted_at) {
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  const session =
    sessionId !== undefined && isUuid(sessionId) ? await findSession(ctx.db, sessionId) : undefined;
  if (sessionId !== undefined && !session) throw sessionNotFound();
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  return { user, claims, sessionId, session };
}

/** The JWT roles Supabase Auth treats as admin (its default GOTRUE_JWT_ADMIN_ROLES). */
const adminRoles = new Set<unknown>(['service_role', 'supabase_admin']);

/** Admin endpoints accept a service_role or supabase_admin JWT, or the secret key (Bearer or apikey). */
async function requireServiceRole(ctx: AuthContext, c: Context): Promise<void> {
  const bearer = bearerToken(c);
  if (bearer === ctx.keys.secretKey) return;
  if (bearer === undefined) {
    if (c.req.header('apikey') === ctx.keys.secretKey) return;
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  if (!adminRoles.has((await verifiedClaims(ctx, bearer)).role))
    throw new AuthError(403, 'not_admin', 'User not allowed');
}

/**
 * When a request of a signed-in user needs an aal2 session, and the answer when the session is not (Supabase
 * Auth's status and wording, which differ by route). Each rule applies only once the user has a verified factor:
 * before that, aal1 is the highest level the account can reach.
 */
export interface Aal2Rule {
  applies(ctx: AuthContext, c: Context, caller: BearerUser): Promise<boolean>;
  refusal(): AuthError;
}

const insufficientAal = (status: number, message: string) =>
  new AuthError(status, 'insufficient_aal', message);

/** A new factor, once one is verified. */
export const whenEnrolled: Aal2Rule = {
  applies: (ctx, _c, { user }) => hasVerifiedFactor(ctx.db, user.id),
  refusal: () => insufficientAal(403, 'AAL2 required to enroll a new factor'),
};

/** Removing a verified factor (an unverified one is no proof, so it goes with aal1). */
export const whenUnenrollingVerified: Aal2Rule = {
  async applies(ctx, c, { user }) {
    const factorId = c.req.param('factorId') ?? '';
    const factor = isUuid(factorId) ? await findOwnedFactor(ctx.db, user.id, factorId) : undefined;
    return factor?.status === 'verified';
  },
  refusal: () => insufficientAal(422, 'AAL2 required to unenroll verified factor'),
};

/** A new password or e-mail address, once a factor is verified; metadata changes go with aal1. */
export const whenChangingCredentials: Aal2Rule = {
  async applies(ctx, c, { user }) {
    const body = await readAuthBody(c);
    const email = optionalStringField(body, 'email');
    const changes =
      Boolean(optionalStringField(body, 'password')) ||
      (email !== undefined && email.trim().toLowerCase() !== user.email);
    return changes && hasVerifiedFactor(ctx.db, user.id);
  },
  refusal: () =>
    insufficientAal(
      401,
      'AAL2 session is required to update email or password when MFA is enabled.',
    ),
};

/**
 * Who may call a route, declared in the route table and checked before its handler runs, as Supabase Auth's
 * router does with middleware: anyone with the project key, a signed-in user, a signed-in user whose session is
 * aal2 when the request needs it, or the service role. Handlers do not check the caller again.
 */
export function routeRequirements(ctx: AuthContext) {
  return {
    anyone: (run: AnyoneHandler) => (c: Context) => run(ctx, c),
    /** A signed-in user (the bearer checks), whom the handler receives. */
    user: (run: UserHandler) => async (c: Context) => run(ctx, c, await requireBearerUser(ctx, c)),
    /** A signed-in user whose session is aal2 whenever `rule` applies to the request. */
    aal2: (rule: Aal2Rule, run: UserHandler) => async (c: Context) => {
      const caller = await requireBearerUser(ctx, c);
      if (caller.session?.aal !== 'aal2' && (await rule.applies(ctx, c, caller)))
        throw rule.refusal();
      return run(ctx, c, caller);
    },
    serviceRole: (run: AnyoneHandler) => async (c: Context) => {
      await requireServiceRole(ctx, c);
      return run(ctx, c);
    },
  };
}
