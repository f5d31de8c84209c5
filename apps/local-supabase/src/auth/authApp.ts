import { randomUUID } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { clientIp } from '../http/clientIp.ts';
import { adminCreateUser, adminDeleteUser, adminGetUser, generateLink } from './admin.ts';
import {
  adminDeleteFactor,
  adminListFactors,
  adminListUsers,
  adminUpdateUser,
  inviteUser,
} from './adminUsers.ts';
import type { AuthContext, AuthLimiters } from './authContext.ts';
import { AuthError, authErrorResponse, requestRateLimited } from './authErrors.ts';
import { requireBearerUser, requireServiceRole, type BearerUser } from './bearerUser.ts';
import {
  anonymousSignupDisabled,
  manualLinkingDisabled,
  oauthAuthorize,
  oauthProviders,
  samlDisabled,
} from './disabledFeatures.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.ts';
import { sendOtp } from './passwordless.ts';
import { reauthenticate } from './reauthentication.ts';
import { recover, resend } from './recover.ts';
import { signup } from './signup.ts';
import { tokenGrant } from './tokenGrant.ts';
import { getUser, logout, updateCurrentUser } from './userEndpoints.ts';
import { verifyLinkRedirect, verifyOtp } from './verify.ts';

type AuthHandler = (ctx: AuthContext, c: Context) => Promise<Response>;
type UserHandler = (ctx: AuthContext, c: Context, caller: BearerUser) => Promise<Response>;

/** What /settings lists as off: Supabase Auth lists every OAuth provider but x and vercel_marketplace. */
const disabledProviders = [
  ...[...oauthProviders].filter((p) => p !== 'x' && p !== 'vercel_marketplace'),
  'anonymous_users',
  'phone',
];

/** The Supabase Auth (GoTrue) subset in docs/local-backend.md#auth-endpoints, mounted at /auth/v1. */
export function createAuthApp(ctx: AuthContext): Hono {
  const app = new Hono();
  // Per-IP buckets are checked before the caller and the body, as Supabase Auth's router does.
  const limit =
    (bucket: keyof Omit<AuthLimiters, 'mail'>): MiddlewareHandler =>
    async (c, next) => {
      if (!ctx.limiters[bucket].take(clientIp(c))) throw requestRateLimited();
      await next();
    };
  // Who may call: anyone with the project key, a signed-in user (the Bearer checks of
  // docs/local-backend.md#bearer-checks, whose result the handler receives), or the service role.
  const anyone = (run: AuthHandler) => (c: Context) => run(ctx, c);
  const user = (run: UserHandler) => async (c: Context) =>
    run(ctx, c, await requireBearerUser(ctx, c));
  const serviceRole = (run: AuthHandler) => async (c: Context) => {
    await requireServiceRole(ctx, c);
    return run(ctx, c);
  };

  app.post('/signup', anonymousSignupDisabled, limit('signup'), anyone(signup));
  app.post('/token', limit('token'), anyone(tokenGrant));
  app.post('/recover', limit('recover'), anyone(recover));
  app.post('/resend', limit('resend'), anyone(resend));
  app.post('/otp', limit('otp'), anyone(sendOtp));
  app.get('/verify', limit('verify'), anyone(verifyLinkRedirect));
  app.post('/verify', limit('verify'), anyone(verifyOtp));
  app.get('/user', user(getUser));
  app.put('/user', limit('userUpdate'), user(updateCurrentUser));
  app.post('/logout', user(logout));
  app.get('/user/identities/authorize', anyone(manualLinkingDisabled));
  app.delete('/user/identities/:identityId', anyone(manualLinkingDisabled));
  app.get('/authorize', oauthAuthorize);
  app.all('/sso', samlDisabled);
  app.all('/sso/*', samlDisabled);
  app.get('/reauthenticate', user(reauthenticate));
  app.post('/factors', user(enrollFactor));
  app.post('/factors/:factorId/challenge', limit('mfaChallenge'), user(challengeFactor));
  app.post('/factors/:factorId/verify', limit('mfaVerify'), user(verifyFactor));
  app.delete('/factors/:factorId', user(unenrollFactor));
  app.post('/admin/generate_link', serviceRole(generateLink));
  app.post('/invite', serviceRole(inviteUser));
  app.get('/admin/users', serviceRole(adminListUsers));
  app.post('/admin/users', serviceRole(adminCreateUser));
  app.get('/admin/users/:id', serviceRole(adminGetUser));
  app.put('/admin/users/:id', serviceRole(adminUpdateUser));
  app.delete('/admin/users/:id', serviceRole(adminDeleteUser));
  app.get('/admin/users/:id/factors', serviceRole(adminListFactors));
  app.delete('/admin/users/:id/factors/:factorId', serviceRole(adminDeleteFactor));

  app.get('/settings', (c) =>
    c.json({
      external: { ...Object.fromEntries(disabledProviders.map((p) => [p, false])), email: true },
      disable_signup: ctx.settings.disableSignup,
      mailer_autoconfirm: ctx.settings.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  // Mounted apps never see their own notFound (Hono runs only the top-level one): a catch-all instead.
  app.all('*', (c) =>
    authErrorResponse(c, new AuthError(404, 'not_found', 'Not Found'), randomUUID()),
  );
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error, randomUUID());
    const requestId = randomUUID();
    ctx.log(
      `[auth] ${c.req.method} ${c.req.path} failed (${requestId}): ${error.stack ?? error.message}`,
    );
    return authErrorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure'),
      requestId,
    );
  });
  return app;
}
