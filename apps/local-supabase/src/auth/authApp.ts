import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { clientIp } from '../http/clientIp.ts';
import { adminCreateUser, adminDeleteUser, adminGetUser, generateLink } from './admin.ts';
import type { AuthContext, AuthLimiters } from './authContext.ts';
import { AuthError, authErrorResponse, requestRateLimited } from './authErrors.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.ts';
import { reauthenticate } from './reauthentication.ts';
import { recover, resend } from './recover.ts';
import { signup } from './signup.ts';
import { tokenGrant } from './tokenGrant.ts';
import { getUser, logout, updateCurrentUser } from './userEndpoints.ts';
import { verifyLinkRedirect, verifyOtp } from './verify.ts';

type AuthHandler = (ctx: AuthContext, c: Context) => Promise<Response>;

const disabledProviders = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'phone',
  'slack',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'x',
  'zoom',
];

/** The Supabase Auth (GoTrue) subset in docs/local-backend.md#auth-endpoints, mounted at /auth/v1. */
export function createAuthApp(ctx: AuthContext): Hono {
  const app = new Hono();
  const handle = (run: AuthHandler) => (c: Context) => run(ctx, c);
  // Per-IP buckets are checked before the body is read, as Supabase Auth's router does.
  const limited = (bucket: keyof Omit<AuthLimiters, 'mail'>, run: AuthHandler) => (c: Context) => {
    if (!ctx.limiters[bucket].take(clientIp(c))) throw requestRateLimited();
    return run(ctx, c);
  };

  app.post('/signup', limited('signup', signup));
  app.post('/token', limited('token', tokenGrant));
  app.post('/recover', limited('recover', recover));
  app.post('/resend', limited('resend', resend));
  app.get('/verify', limited('verify', verifyLinkRedirect));
  app.post('/verify', limited('verify', verifyOtp));
  app.get('/user', handle(getUser));
  app.put('/user', limited('userUpdate', updateCurrentUser));
  app.post('/logout', handle(logout));
  app.get('/reauthenticate', handle(reauthenticate));
  app.post('/factors', handle(enrollFactor));
  app.post('/factors/:factorId/challenge', limited('mfaChallenge', challengeFactor));
  app.post('/factors/:factorId/verify', limited('mfaVerify', verifyFactor));
  app.delete('/factors/:factorId', handle(unenrollFactor));
  app.post('/admin/generate_link', handle(generateLink));
  app.post('/admin/users', handle(adminCreateUser));
  app.get('/admin/users/:id', handle(adminGetUser));
  app.delete('/admin/users/:id', handle(adminDeleteUser));

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
