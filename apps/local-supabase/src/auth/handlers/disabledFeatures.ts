import type { Context, MiddlewareHandler } from 'hono';
import { parseJson } from '../../http/jsonInput.ts';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed } from './authErrors.ts';
import { readAuthBody, stringField, type AuthBody } from './requestInput.ts';

/*
 * The sign-in methods this product does not offer (SAML single sign-on, web3 wallets, OIDC id tokens, identity
 * linking, phone, anonymous users) answer as a Supabase project with each of them switched off does, so that
 * code written against the local server meets the same refusal it meets when deployed.
 */

/** Supabase Auth's OAuth-style error: 400 `{error, error_description}`, no error code (its apierrors.OAuthError). */
function oauthError(c: Context, error: string, description: string): Response {
  return c.json({ error, error_description: description }, 400);
}

/** Every route under /sso, whatever the method: Supabase Auth checks the SAML switch before routing within it. */
export const samlDisabled = (): never => {
  throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
};

/** GET /user/identities/authorize and DELETE /user/identities/{id}, after the route's Bearer checks. */
export function manualLinkingDisabled(): Promise<never> {
  throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
}

/**
 * POST /signup with neither an email nor a phone is an anonymous sign-in, refused before the sign-up rate
 * limit is counted (as Supabase Auth's router does). A body that is not JSON is left to the sign-up handler.
 */
export const anonymousSignupDisabled: MiddlewareHandler = async (c, next) => {
  const parsed = parseJson(await c.req.text());
  const body = parsed.ok ? parsed.value : undefined;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const { email, phone } = body as Record<string, unknown>;
    if (!email && !phone)
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  await next();
};

export const phoneSignupsDisabled = () =>
  new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');

export const phoneOtpDisabled = () =>
  new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');

export const phoneResendDisabled = () =>
  new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');

/** Supabase Auth's E.164 check: one leading + and the spaces are dropped, then digits only. */
export function requireE164Phone(raw: string): string {
  const phone = raw.replace(/^\+/, '').replaceAll(' ', '');
  if (!/^[1-9]\d{1,14}$/.test(phone))
    throw validationFailed('Invalid phone number format (E.164 required)');
  return phone;
}

/** POST /token?grant_type=web3: refused before the body is read. */
export function web3Grant(): Promise<Response> {
  throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
}

/** Providers whose id tokens always come from one issuer. */
const fixedIssuers: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
};

const appleIssuers = new Set(['https://appleid.apple.com', 'https://account.apple.com']);
const azureIssuer = /^https:\/\/login\.microsoftonline\.com\/[^/]+\/v2\.0\/?$/;

/** The `iss` claim of an unverified JWT, as Supabase Auth reads it to tell which Apple or Azure issuer signed. */
function unverifiedIssuer(idToken: string): string | undefined {
  const parts = idToken.split('.');
  if (parts.length !== 3) return undefined;
  const payload = parseJson(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'));
  if (!payload.ok || typeof payload.value !== 'object' || payload.value === null) return undefined;
  const iss = (payload.value as { iss?: unknown }).iss;
  return typeof iss === 'string' ? iss : '';
}

/** The issuer of a provider whose issuer depends on the token (Apple, Azure), or the error Supabase Auth gives. */
function detectedIssuer(
  name: 'Apple' | 'Azure',
  idToken: string,
  accepts: (issuer: string) => boolean,
  requested: string,
): string {
  const issuer = unverifiedIssuer(idToken);
  if (issuer === undefined)
    throw validationFailed(`Unable to detect issuer in ID token for ${name} provider`);
  if (!accepts(issuer))
    throw validationFailed(`Detected ID token issuer is not an ${name} ID token issuer`);
  if (requested !== '' && requested !== issuer)
    throw validationFailed('Provided issuer does not match ID token issuer');
  return issuer;
}

function idTokenIssuer(provider: string, requested: string, idToken: string): string {
  if (provider === 'apple' || appleIssuers.has(requested))
    return detectedIssuer('Apple', idToken, (iss) => appleIssuers.has(iss), requested);
  const fixed = Object.entries(fixedIssuers).find(
    ([name, issuer]) => provider === name || requested === issuer,
  );
  if (fixed) return fixed[1];
  if (provider === 'azure' || azureIssuer.test(requested))
    return detectedIssuer('Azure', idToken, (iss) => azureIssuer.test(iss), requested);
  // Keycloak's issuer is its configured URL, which a project without Keycloak leaves empty.
  if (provider === 'keycloak') return '';
  if (provider.startsWith('custom:')) throw validationFailed('Custom OAuth providers are disabled');
  throw validationFailed(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
}

/**
 * POST /token?grant_type=id_token (signInWithIdToken, linkIdentity with a token): the request is checked as
 * Supabase Auth checks it, then every provider is off.
 */
export async function idTokenGrant(_ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  const idToken = stringField(body, 'id_token');
  const provider = stringField(body, 'provider');
  const issuer = stringField(body, 'issuer');
  if (idToken === '') return oauthError(c, 'invalid request', 'id_token required');
  if (provider === '' && (stringField(body, 'client_id') === '' || issuer === ''))
    return oauthError(c, 'invalid request', 'provider or client_id and issuer required');
  // Supabase Auth then runs the Bearer checks on the token; every provider being off, they are skipped here.
  if (body.link_identity === true && !c.req.header('authorization'))
    return oauthError(
      c,
      'invalid request',
      'Linking requires a valid user access token in Authorization',
    );
  const resolved = idTokenIssuer(provider, issuer, idToken);
  throw new AuthError(
    400,
    'provider_disabled',
    `Provider (issuer ${JSON.stringify(resolved)}) is not enabled`,
  );
}

/** POST /verify with type sms or phone_change: no account has a phone, so a well-formed code never matches. */
export function verifyPhoneOtp(body: AuthBody): never {
  const token = stringField(body, 'token');
  const tokenHash = stringField(body, 'token_hash');
  if ((token === '') === (tokenHash === ''))
    throw validationFailed('Verify requires either a token or a token hash');
  if (tokenHash) throw validationFailed('Invalid email verification type');
  const phone = stringField(body, 'phone');
  if (!phone)
    throw validationFailed('Only an email address or phone number should be provided on verify');
  requireE164Phone(phone);
  throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
}

/** The OAuth providers Supabase Auth knows; all are off here. */
export const oauthProviders = new Set([
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
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'slack',
  'slack_oidc',
  'snapchat',
  'spotify',
  'twitch',
  'twitter',
  'vercel_marketplace',
  'workos',
  'x',
  'zoom',
]);

/** GET /authorize?provider= (signInWithOAuth): every provider is off, and unknown ones are not found. */
export function oauthAuthorize(c: Context): never {
  const provider = (c.req.query('provider') ?? '').toLowerCase();
  const reason = provider.startsWith('custom:')
    ? 'custom OAuth providers are disabled'
    : oauthProviders.has(provider)
      ? 'provider is not enabled'
      : `Provider ${provider} could not be found`;
  throw validationFailed(`Unsupported provider: ${reason}`);
}
