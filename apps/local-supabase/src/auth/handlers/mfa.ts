import type { Context } from 'hono';
import QRCode from 'qrcode';
import type { SqlExecutor } from '../../db/database.ts';
import { clientIp } from '../../http/clientIp.ts';
import { isUuid } from '../../http/uuid.ts';
import type { AuthContext } from './authContext.ts';
import { AuthError, sessionNotFound, validationFailed } from './authErrors.ts';
import type { BearerUser } from './authContext.ts';
import {
  challengeIp,
  deleteChallenge,
  deleteFactor,
  deleteStaleFactors,
  factorsOf,
  findChallenge,
  findOwnedFactor,
  insertChallenge,
  insertTotpFactor,
  raiseSessionToAal2,
  spendTotpStep,
  type ChallengeRow,
  type FactorRow,
} from '../store/factors.ts';
import { lockUser } from '../store/users.ts';
import { readAuthBody, stringField, type AuthBody } from './requestInput.ts';
import { sessionResponse } from './accessToken.ts';
import { swapRefreshToken } from './refreshRotation.ts';
import { matchingTotpStep, newTotpSecret, totpUri } from '../../tokens/totp.ts';

const uniqueViolation = '23505';
/** Unverified factors nobody challenged are dropped after this long, as Supabase Auth does. */
const unverifiedFactorLifetimeSeconds = 300;

function requireSession(bearer: BearerUser) {
  if (!bearer.session) throw sessionNotFound();
  return bearer.session;
}

/** The factor in the path, which must belong to the caller: another user's id is not found, as Supabase Auth answers. */
async function ownedFactor(ctx: AuthContext, c: Context, bearer: BearerUser): Promise<FactorRow> {
  const factorId = c.req.param('factorId') ?? '';
  if (!isUuid(factorId)) {
    throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  }
  const factor = await findOwnedFactor(ctx.db, bearer.user.id, factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

function issuerFor(ctx: AuthContext, requested: string): string {
  return requested || new URL(ctx.settings.siteUrl).host;
}

/**
 * Runs inside the enrollment's transaction, after the user's row is locked: of concurrent enrollments of one user
 * (PostgreSQL runs them in parallel), each sees the factors the ones before it added, so none passes the limit.
 */
async function checkNewFactorAllowed(
  ctx: AuthContext,
  tx: SqlExecutor,
  bearer: BearerUser,
  friendlyName: string,
): Promise<void> {
  await deleteStaleFactors(tx, unverifiedFactorLifetimeSeconds);
  const factors = await factorsOf(tx, bearer.user.id);
  if (friendlyName !== '' && factors.some((f) => f.friendly_name === friendlyName)) {
    throw nameConflict(friendlyName);
  }
  if (factors.length >= ctx.settings.mfaMaxEnrolledFactors) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
}

const nameConflict = (friendlyName: string) =>
  new AuthError(
    422,
    'mfa_factor_name_conflict',
    `A factor with the friendly name "${friendlyName}" for this user already exists`,
  );

/** Longer text than any authenticator shows; it keeps the name within the unique index's row size, too. */
const maxFactorTextLength = 255;

function factorText(body: AuthBody, name: 'friendly_name' | 'issuer'): string {
  const value = stringField(body, name);
  if (value.length > maxFactorTextLength) {
    throw validationFailed(`${name} must be at most ${maxFactorTextLength} characters`);
  }
  return value;
}

/** The QR code of the factor's URI, drawn here with no network; refused when the URI is too long for one. */
async function qrCodeSvg(uri: string): Promise<string> {
  let svg: string;
  try {
    svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 });
  } catch {
    throw validationFailed('issuer and e-mail are too long to fit in a QR code');
  }
  // supabase-js puts the SVG unescaped into a data: URL for an <img>, where a `#` would start the URL's fragment
  // and cut the image short: so named colours, not hex.
  return svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"');
}

/**
 * POST /factors `{factor_type: 'totp', friendly_name?, issuer?}`: a new, unverified TOTP factor. Everything that
 * can refuse the request (input, QR code, limits) runs before the insert, so a refused enrollment leaves nothing.
 */
export async function enrollFactor(
  ctx: AuthContext,
  c: Context,
  bearer: BearerUser,
): Promise<Response> {
  const body = await readAuthBody(c);
  const factorType = stringField(body, 'factor_type');
  if (factorType === 'phone') {
    throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (factorType === 'webauthn') {
    throw new AuthError(
      422,
      'mfa_webauthn_enroll_not_enabled',
      'MFA enroll is disabled for WebAuthn',
    );
  }
  if (factorType !== 'totp') {
    throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  }
  const friendlyName = factorText(body, 'friendly_name');
  const secret = newTotpSecret();
  const uri = totpUri(secret, issuerFor(ctx, factorText(body, 'issuer')), bearer.user.email ?? '');
  const qrCode = await qrCodeSvg(uri);

  let factor: FactorRow | undefined;
  try {
    factor = await ctx.db.transaction(async (tx) => {
      await lockUser(tx, bearer.user.id);
      await checkNewFactorAllowed(ctx, tx, bearer, friendlyName);
      return insertTotpFactor(tx, bearer.user.id, friendlyName, secret);
    });
  } catch (error) {
    // The row lock makes this unreachable in practice; the unique index stays the last word on names.
    if ((error as { code?: string }).code === uniqueViolation) throw nameConflict(friendlyName);
    throw error;
  }
  if (!factor) throw new Error('insert into auth.mfa_factors returned no row');
  return c.json({
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name ?? '',
    totp: { qr_code: qrCode, secret, uri },
  });
}

/** POST /factors/:factorId/challenge */
export async function challengeFactor(
  ctx: AuthContext,
  c: Context,
  bearer: BearerUser,
): Promise<Response> {
  const factor = await ownedFactor(ctx, c, bearer);
  await readAuthBody(c);
  const challenge = await ctx.db.transaction((tx) => insertChallenge(tx, factor.id, clientIp(c)));
  if (!challenge) throw new Error('insert into auth.mfa_challenges returned no row');
  return c.json({
    id: challenge.id,
    type: factor.factor_type,
    expires_at: Math.floor(
      new Date(challenge.created_at).getTime() / 1000 + ctx.settings.mfaChallengeExpirySeconds,
    ),
  });
}

async function usableChallenge(
  ctx: AuthContext,
  c: Context,
  factor: FactorRow,
  challengeId: string,
): Promise<ChallengeRow> {
  const challenge = isUuid(challengeId)
    ? await findChallenge(ctx.db, factor.id, challengeId)
    : undefined;
  if (!challenge) {
    throw new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  }
  if (challenge.verified_at !== null || challenge.ip_address !== challengeIp(clientIp(c))) {
    throw new AuthError(
      422,
      'mfa_ip_address_mismatch',
      'Challenge and verify IP addresses mismatch.',
    );
  }
  const expiresAt =
    new Date(challenge.created_at).getTime() + ctx.settings.mfaChallengeExpirySeconds * 1000;
  if (Date.now() > expiresAt) {
    await deleteChallenge(ctx.db, challenge.id);
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  return challenge;
}

const invalidCode = () =>
  new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

/**
 * POST /factors/:factorId/verify `{challenge_id, code}`: a right code verifies the factor (on first use) and
 * raises the session to aal2 with a `totp` entry in `amr`. Beyond Supabase Auth, a code whose time step was
 * already accepted for this factor is refused (RFC 6238 section 5.2), so an observed code cannot be replayed.
 */
export async function verifyFactor(
  ctx: AuthContext,
  c: Context,
  bearer: BearerUser,
): Promise<Response> {
  const session = requireSession(bearer);
  const factor = await ownedFactor(ctx, c, bearer);
  const body = await readAuthBody(c);
  const code = stringField(body, 'code');
  if (code === '') throw validationFailed('Code needs to be non-empty');
  const challenge = await usableChallenge(ctx, c, factor, stringField(body, 'challenge_id'));
  const step = factor.secret ? matchingTotpStep(factor.secret, code, Date.now() / 1000) : undefined;
  if (step === undefined) throw invalidCode();

  const response = await ctx.db.transaction(async (tx) => {
    if (!(await spendTotpStep(tx, factor.id, step))) return invalidCode();
    await raiseSessionToAal2(tx, bearer.user.id, session.id, factor.id, challenge.id);
    return sessionResponse(ctx, tx, {
      user: bearer.user,
      sessionId: session.id,
      refreshToken: await swapRefreshToken(tx, bearer.user.id, session.id),
    });
  });
  if (response instanceof AuthError) throw response;
  return c.json(response);
}

/** DELETE /factors/:factorId: the sessions the factor raised drop to aal1. */
export async function unenrollFactor(
  ctx: AuthContext,
  c: Context,
  bearer: BearerUser,
): Promise<Response> {
  requireSession(bearer);
  const factor = await ownedFactor(ctx, c, bearer);
  await ctx.db.transaction((tx) => deleteFactor(tx, bearer.user.id, factor.id));
  return c.json({ id: factor.id });
}
