import type { Context } from 'hono';
import { clientIp } from '../../http/clientIp.ts';
import { isValidEmail, maxEmailLength, normalizeEmail } from './email.ts';
import { fieldWithUnstorableText, parseJson } from '../../http/jsonInput.ts';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed } from './authErrors.ts';
import { exceedsBcryptInput, maxPasswordBytes } from '../../tokens/passwordHash.ts';
import { checkPasswordStrength } from './passwordPolicy.ts';
import { resolveRedirect } from './redirects.ts';
import type { ClientInfo } from './sessions.ts';

export type AuthBody = Record<string, unknown>;

const badJson = (detail: string) =>
  new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);

/**
 * Supabase Auth decodes every body as JSON whatever the Content-Type says, and ignores unknown fields
 * (auth-js sends gotrue_meta_security, code_challenge: null, ...). An empty body counts as `{}`.
 */
export async function readAuthBody(c: Context): Promise<AuthBody> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const parsed = parseJson(text);
  if (!parsed.ok) throw badJson(parsed.reason);
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badJson('expected a JSON object');
  const unstorable = fieldWithUnstorableText(value as AuthBody);
  if (unstorable !== undefined) {
    throw validationFailed(
      `Field "${unstorable}" contains a NUL character or an unpaired surrogate, which cannot be stored`,
    );
  }
  return value as AuthBody;
}

/** A string field; null and absent read as '' (as Go does), other types are a decoding error. */
export function stringField(body: AuthBody, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badJson(`field "${name}" must be a string`);
  return value;
}

export function optionalStringField(body: AuthBody, name: string): string | undefined {
  return body[name] === undefined || body[name] === null ? undefined : stringField(body, name);
}

export function objectField(body: AuthBody, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw badJson(`field "${name}" must be an object`);
  return value as Record<string, unknown>;
}

export function requireValidEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > maxEmailLength) throw validationFailed('An email address is too long');
  if (!isValidEmail(email))
    throw validationFailed('Unable to validate email address: invalid format');
  return email;
}

/**
 * Length cap (400) then the configured policy (422 weak_password with reasons). The cap counts UTF-8 bytes, as
 * Supabase Auth does and as bcrypt reads them; its message keeps Supabase Auth's wording.
 */
export function requireAcceptablePassword(ctx: AuthContext, password: string): void {
  if (exceedsBcryptInput(password)) {
    throw validationFailed(`Password cannot be longer than ${maxPasswordBytes} characters`);
  }
  const verdict = checkPasswordStrength(
    password,
    ctx.settings.passwordMinLength,
    ctx.settings.passwordRequirement,
  );
  if (!verdict.ok) {
    throw new AuthError(422, 'weak_password', verdict.message, {
      weak_password: { reasons: verdict.reasons },
    });
  }
}

export function clientInfo(c: Context): ClientInfo {
  return { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
}

export function redirectFor(ctx: AuthContext, c: Context, requested: string | undefined): string {
  return resolveRedirect(
    requested ?? c.req.query('redirect_to'),
    c.req.header('referer'),
    ctx.settings.siteUrl,
    ctx.settings.additionalRedirectUrls,
  );
}
