import { randomUUID } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { clientIp } from '../http/clientIp.ts';
import { adminCreateUser, adminDeleteUser, adminGetUser, generateLink } from './handlers/admin.ts';
import {
  adminDeleteFactor,
  adminListFactors,
  adminListUsers,
  adminUpdateUser,
  inviteUser,
} from './handlers/adminUsers.ts';
import type { AuthContext, AuthLimiters } from './handlers/authContext.ts';
import { AuthError, authErrorResponse, requestRateLimited } from './handlers/authErrors.ts';
import {
  anonymousSignupDisabled,
  manualLinkingDisabled,
  oauthAuthorize,
  oauthProviders,
  samlDisabled,
} from './handlers/disabledFeatures.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './handlers/mfa.ts';
import { sendOtp } from './handlers/passwordless.ts';
import { reauthenticate } from './handlers/reauthentication.ts';
import { recover, resend } from './handlers/recover.ts';
import { signup } from './handlers/signup.ts';
import { tokenGrant } from './handlers/tokenGrant.ts';
import { getUser, logout, updateCurrentUser } from './handlers/userEndpoints.ts';
import { verifyLinkRedirect, verifyOtp } from './handlers/verify.ts';
import {
  routeRequirements,
  whenChangingCredentials,
  whenEnrolled,
  whenUnenrollingVerified,
} from './requirements.ts';

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
  // Who may call each route (requirements.ts): anyone with the project key, a signed-in user (the Bearer checks of
  // docs/local-backend.md#bearer-checks, whose result the handler receives), aal2 when a rule says the request needs
  // it, or the service role.
  const { anyone, user, aal2, serviceRole } = routeRequirements(ctx);

  app.post('/signup', anonymousSignupDisabled, limit('signup'), anyone(signup));
  app.post('/token', limit('token'), anyone(tokenGrant));
  app.post('/recover', limit('recover'), anyone(recover));
  app.post('/resend', limit('resend'), anyone(resend));
  app.post('/otp', limit('otp'), anyone(sendOtp));
  app.get('/verify', limit('verify'), anyone(verifyLinkRedirect));
  app.post('/verify', limit('verify'), anyone(verifyOtp));
  app.get('/user', user(getUser));
  app.put('/user', limit('userUpdate'), aal2(whenChangingCredentials, updateCurrentUser));
  app.post('/logout', user(logout));
  app.get('/user/identities/authorize', user(manualLinkingDisabled));
  app.delete('/user/identities/:identityId', user(manualLinkingDisabled));
  app.get('/authorize', oauthAuthorize);
  app.all('/sso', samlDisabled);
  app.all('/sso/*', samlDisabled);
  app.get('/reauthenticate', user(reauthenticate));
  app.post('/factors', aal2(whenEnrolled, enrollFactor));
  app.post('/factors/:factorId/challenge', limit('mfaChallenge'), user(challengeFactor));
  app.post('/factors/:factorId/verify', limit('mfaVerify'), user(verifyFactor));
  app.delete('/factors/:factorId', aal2(whenUnenrollingVerified, unenrollFactor));
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
