import { passwordMatches } from '../../tokens/passwordHash.ts';
import type { Context } from 'hono';
import type { AuthContext } from './authContext.ts';
import { AuthError, invalidCredentials, validationFailed } from './authErrors.ts';
import { idTokenGrant, web3Grant } from './disabledFeatures.ts';
import { checkPasswordStrength } from './passwordPolicy.ts';
import { clientInfo, readAuthBody, stringField } from './requestInput.ts';
import { sessionResponse } from './accessToken.ts';
import { refreshSession } from './refreshRotation.ts';
import { startSession } from './sessions.ts';
import { findUserByEmail, isBanned } from '../store/users.ts';
import { normalizeEmail } from './email.ts';

async function passwordGrant(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (email && phone)
    throw validationFailed('Only an email address or phone number should be provided on login.');
  if (!email && !phone) throw validationFailed('missing email or phone');
  if (phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');

  const user = await findUserByEmail(ctx.db, normalizeEmail(email));
  if (!user || !user.encrypted_password) {
    await passwordMatches(password, ctx.decoyPasswordHash);
    throw invalidCredentials();
  }
  // The ban is told only to someone who knows the password: a guesser learns nothing about the account.
  if (!(await passwordMatches(password, user.encrypted_password))) throw invalidCredentials();
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');

  const response = await ctx.db.transaction(async (tx) =>
    sessionResponse(ctx, tx, await startSession(tx, user, 'password', clientInfo(c))),
  );
  // Tells the app the stored password no longer meets a policy tightened since it was set.
  const verdict = checkPasswordStrength(
    password,
    ctx.settings.passwordMinLength,
    ctx.settings.passwordRequirement,
  );
  if (!verdict.ok) response.weak_password = { message: verdict.message, reasons: verdict.reasons };
  return c.json(response);
}

async function refreshTokenGrant(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  const issued = await refreshSession(ctx, body.refresh_token);
  return c.json(await sessionResponse(ctx, ctx.db, issued));
}

/** POST /token?grant_type=password|refresh_token; id_token and web3 answer as switched off. */
export function tokenGrant(ctx: AuthContext, c: Context): Promise<Response> {
  switch (c.req.query('grant_type')) {
    case 'password':
      return passwordGrant(ctx, c);
    case 'refresh_token':
      return refreshTokenGrant(ctx, c);
    case 'id_token':
      return idTokenGrant(ctx, c);
    case 'web3':
      return web3Grant();
    default:
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }
}
