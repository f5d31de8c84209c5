import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ApiSchemas } from './rest/exposedSchemas.ts';

/** Which characters a new password must contain (config.toml's `password_requirements`). */
export type PasswordRequirement =
  '' | 'letters_digits' | 'lower_upper_letters_digits' | 'lower_upper_letters_digits_symbols';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
/** This repository's supabase/ folder, the project the server serves unless told another. */
export const repositorySupabaseDir = path.resolve(packageDir, '..', '..', 'supabase');
/**
 * Deno's module cache for the functions' workers (their `npm:` dependencies, transpiled modules): inside the
 * repository's ignored node_modules, filled at install (package.json `deno:cache`), so a fresh clone runs offline.
 */
export const defaultDenoDir = path.resolve(
  packageDir,
  '..',
  '..',
  'node_modules',
  '.cache',
  'deno',
);

/** The Supabase CLI's well-known local credentials: public on purpose, never valid on a hosted project. */
export const supabaseCliDefaults = {
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  serviceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  publishableKey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
  secretKey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
} as const;

export interface ApiKeys {
  jwtSecret: string;
  /** Legacy HS256 key acting as `anon`; also what the site uses as its public key. */
  anonKey: string;
  serviceRoleKey: string;
  /** New-format keys: only ever sent in the `apikey` header. */
  publishableKey: string;
  secretKey: string;
}

export interface AuthSettings {
  siteUrl: string;
  /** Globs (`*` within a segment, `**` across) a redirect_to may match besides SITE_URL's origin. */
  additionalRedirectUrls: string[];
  jwtExpirySeconds: number;
  disableSignup: boolean;
  /** When on, sign-up returns a session at once; when off it mails a confirmation link. */
  mailerAutoconfirm: boolean;
  passwordMinLength: number;
  passwordRequirement: PasswordRequirement;
  /** bcrypt cost; Supabase Auth uses 10. */
  passwordHashCost: number;
  refreshTokenRotation: boolean;
  refreshTokenReuseIntervalSeconds: number;
  /** 0 disables each: sessions then live until sign-out, as on a default project. */
  sessionTimeboxSeconds: number;
  sessionInactivityTimeoutSeconds: number;
  /** Per-user gap between confirmation/recovery mails. */
  mailMaxFrequencySeconds: number;
  mailLinkExpirySeconds: number;
  /** Project-wide quota of auth mails per hour. */
  mailSentPerHour: number;
  /** Per-IP token buckets: requests per five minutes, refilled continuously, holding at most `rateLimitBurst`. */
  rateLimitBurst: number;
  rateLimitTokenPer5Min: number;
  rateLimitSignupsPer5Min: number;
  rateLimitVerifyPer5Min: number;
  /**
   * config.toml `[auth.email] secure_password_change`: a password change in a session older than 24 hours
   * needs the nonce mailed by /reauthenticate.
   */
  securePasswordChange: boolean;
  /** A password change must carry the current password, except in a session opened by a recovery link. */
  passwordChangeRequiresCurrentPassword: boolean;
  /** config.toml `[auth.email] double_confirm_changes`: an e-mail change mails the old and the new address. */
  secureEmailChange: boolean;
  /** A TOTP challenge must be verified within this many seconds. */
  mfaChallengeExpirySeconds: number;
  /** Factors a user may hold, verified or not. */
  mfaMaxEnrolledFactors: number;
  /** Per-IP bucket for MFA challenges and for verifications: requests per minute (burst `rateLimitBurst`). */
  rateLimitMfaPerMinute: number;
}

/** Values of a hosted project (docs/local-backend.md#hosted-defaults-and-rate-limits), except auto-confirm, which is on locally. */
export const hostedAuthDefaults: AuthSettings = {
  siteUrl: 'http://127.0.0.1:4173',
  additionalRedirectUrls: [
    'http://127.0.0.1:4173/**',
    'http://localhost:4173/**',
    'http://127.0.0.1:5173/**',
    'http://localhost:5173/**',
  ],
  jwtExpirySeconds: 3600,
  disableSignup: false,
  mailerAutoconfirm: true,
  passwordMinLength: 6,
  passwordRequirement: '',
  passwordHashCost: 10,
  refreshTokenRotation: true,
  refreshTokenReuseIntervalSeconds: 10,
  sessionTimeboxSeconds: 0,
  sessionInactivityTimeoutSeconds: 0,
  mailMaxFrequencySeconds: 60,
  mailLinkExpirySeconds: 3600,
  mailSentPerHour: 2,
  rateLimitBurst: 30,
  rateLimitTokenPer5Min: 150,
  rateLimitSignupsPer5Min: 30,
  rateLimitVerifyPer5Min: 30,
  securePasswordChange: false,
  passwordChangeRequiresCurrentPassword: false,
  secureEmailChange: true,
  mfaChallengeExpirySeconds: 300,
  mfaMaxEnrolledFactors: 10,
  rateLimitMfaPerMinute: 15,
};

/**
 * What `pnpm start` uses on top of the hosted values: two mails an hour makes manual testing of the reset
 * flow impossible (supabase/cli#3353), and the CLI's own local mail interval is one second. A password change
 * must carry the current password, as this project's hosted setting "Require current password when updating"
 * does (config.toml has no key for it; supabase/README.md says to turn it on).
 */
export const developmentAuthOverrides: Partial<AuthSettings> = {
  mailSentPerHour: 60,
  mailMaxFrequencySeconds: 1,
  passwordChangeRequiresCurrentPassword: true,
};

export interface FunctionSettings {
  /**
   * The runtime's JWT check per function, over what config.toml `[functions.<name>] verify_jwt` says (true when
   * it says nothing).
   */
  verifyJwt: Record<string, boolean>;
  /** Secrets the functions read, over those of functions/.env (STRIPE_SECRET_KEY, RESEND_API_KEY, SITE_URL, ...). */
  env: Record<string, string>;
  /** Name to entry point file; by default the folders of the project's functions/ (projectDir.ts). */
  projectFunctions?: Record<string, string>;
  /** DENO_DIR of the workers (default: the environment's DENO_DIR, else `defaultDenoDir`). */
  denoDir: string;
}

export type Logger = (line: string) => void;

export interface LocalSupabaseConfig {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Origin clients use; defaults to http://<host>:<port>. */
  publicUrl: string | undefined;
  /** A directory, or 'memory' for a throwaway database (tests). Ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  supabaseDir: string;
  snapshotCacheDir: string;
  keys: ApiKeys;
  auth: AuthSettings;
  functions: FunctionSettings;
  logger: Logger;
}

export interface LocalSupabaseOptions {
  host?: string;
  port?: number;
  publicUrl?: string;
  dataDir?: string;
  databaseUrl?: string;
  supabaseDir?: string;
  snapshotCacheDir?: string;
  keys?: Partial<ApiKeys>;
  auth?: Partial<AuthSettings>;
  functions?: Partial<FunctionSettings>;
  /** The REST API's exposed schemas, over what config.toml `[api]` says. */
  api?: Partial<ApiSchemas>;
  /** `false` silences the server (tests); default prints to stdout. */
  logger?: Logger | false;
}

const defaultPort = 54321;

export function resolveConfig(options: LocalSupabaseOptions = {}): LocalSupabaseConfig {
  const auth = { ...hostedAuthDefaults, ...options.auth };
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? defaultPort,
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
    dataDir: options.dataDir ?? path.join(packageDir, '.data', 'db'),
    databaseUrl: options.databaseUrl,
    supabaseDir: path.resolve(options.supabaseDir ?? repositorySupabaseDir),
    snapshotCacheDir: options.snapshotCacheDir ?? path.join(packageDir, '.data', 'snapshots'),
    keys: resolveKeys(options.keys),
    auth,
    functions: {
      verifyJwt: { ...options.functions?.verifyJwt },
      env: { SITE_URL: auth.siteUrl, ...options.functions?.env },
      denoDir: options.functions?.denoDir ?? process.env.DENO_DIR ?? defaultDenoDir,
      ...(options.functions?.projectFunctions
        ? { projectFunctions: options.functions.projectFunctions }
        : {}),
    },
    logger: options.logger === false ? () => {} : (options.logger ?? ((line) => console.log(line))),
  };
}

/**
 * With a custom JWT secret the demo keys no longer verify: unless given, the legacy keys are left empty
 * here and signed with that secret when the server starts.
 */
function resolveKeys(given: Partial<ApiKeys> = {}): ApiKeys {
  const customSecret =
    given.jwtSecret !== undefined && given.jwtSecret !== supabaseCliDefaults.jwtSecret;
  return {
    ...supabaseCliDefaults,
    ...(customSecret ? { anonKey: '', serviceRoleKey: '' } : {}),
    ...given,
  };
}

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
const count = z.coerce.number().int().min(0).optional();
const list = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .optional();

const envSchema = z.object({
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  API_EXTERNAL_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  ANON_KEY: z.string().min(1).optional(),
  SERVICE_ROLE_KEY: z.string().min(1).optional(),
  PUBLISHABLE_KEY: z.string().startsWith('sb_publishable_').optional(),
  SECRET_KEY: z.string().startsWith('sb_secret_').optional(),
  SITE_URL: z.url().optional(),
  ADDITIONAL_REDIRECT_URLS: list,
  JWT_EXP: z.coerce.number().int().min(1).max(604800).optional(),
  DISABLE_SIGNUP: flag,
  MAILER_AUTOCONFIRM: flag,
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(72).optional(),
  PASSWORD_REQUIRED_CHARACTERS: z
    .enum([
      '',
      'letters_digits',
      'lower_upper_letters_digits',
      'lower_upper_letters_digits_symbols',
    ])
    .optional(),
  REFRESH_TOKEN_ROTATION_ENABLED: flag,
  REFRESH_TOKEN_REUSE_INTERVAL: count,
  SESSION_TIMEBOX: count,
  SESSION_INACTIVITY_TIMEOUT: count,
  MAILER_MAX_FREQUENCY: count,
  MAILER_OTP_EXP: count,
  RATE_LIMIT_EMAIL_SENT: count,
  RATE_LIMIT_BURST: count,
  RATE_LIMIT_TOKEN: count,
  RATE_LIMIT_SIGNUPS: count,
  RATE_LIMIT_VERIFY: count,
  SECURE_PASSWORD_CHANGE: flag,
  UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD: flag,
  SECURE_EMAIL_CHANGE: flag,
  MFA_CHALLENGE_EXPIRY: count,
  MFA_MAX_ENROLLED_FACTORS: count,
  RATE_LIMIT_MFA: count,
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  RESEND_API_BASE: z.url().optional(),
  MAIL_FROM: z.string().min(1).optional(),
  RESET_EMAIL_INTERVAL: count,
  SUBSCRIPTION_CACHE_SECONDS: count,
});

/** Reads the environment variables documented in the README; unknown variables are ignored. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): LocalSupabaseOptions {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const auth: Partial<AuthSettings> = dropUndefined({
    siteUrl: e.SITE_URL,
    additionalRedirectUrls: e.ADDITIONAL_REDIRECT_URLS,
    jwtExpirySeconds: e.JWT_EXP,
    disableSignup: e.DISABLE_SIGNUP,
    mailerAutoconfirm: e.MAILER_AUTOCONFIRM,
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    passwordRequirement: e.PASSWORD_REQUIRED_CHARACTERS,
    refreshTokenRotation: e.REFRESH_TOKEN_ROTATION_ENABLED,
    refreshTokenReuseIntervalSeconds: e.REFRESH_TOKEN_REUSE_INTERVAL,
    sessionTimeboxSeconds: e.SESSION_TIMEBOX,
    sessionInactivityTimeoutSeconds: e.SESSION_INACTIVITY_TIMEOUT,
    mailMaxFrequencySeconds: e.MAILER_MAX_FREQUENCY,
    mailLinkExpirySeconds: e.MAILER_OTP_EXP,
    mailSentPerHour: e.RATE_LIMIT_EMAIL_SENT,
    rateLimitBurst: e.RATE_LIMIT_BURST,
    rateLimitTokenPer5Min: e.RATE_LIMIT_TOKEN,
    rateLimitSignupsPer5Min: e.RATE_LIMIT_SIGNUPS,
    rateLimitVerifyPer5Min: e.RATE_LIMIT_VERIFY,
    securePasswordChange: e.SECURE_PASSWORD_CHANGE,
    passwordChangeRequiresCurrentPassword: e.UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD,
    secureEmailChange: e.SECURE_EMAIL_CHANGE,
    mfaChallengeExpirySeconds: e.MFA_CHALLENGE_EXPIRY,
    mfaMaxEnrolledFactors: e.MFA_MAX_ENROLLED_FACTORS,
    rateLimitMfaPerMinute: e.RATE_LIMIT_MFA,
  });
  const functionEnv = dropUndefined({
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: e.STRIPE_API_BASE,
    RESEND_API_KEY: e.RESEND_API_KEY,
    RESEND_API_BASE: e.RESEND_API_BASE,
    MAIL_FROM: e.MAIL_FROM,
    RESET_EMAIL_INTERVAL: e.RESET_EMAIL_INTERVAL?.toString(),
    SUBSCRIPTION_CACHE_SECONDS: e.SUBSCRIPTION_CACHE_SECONDS?.toString(),
    SITE_URL: e.SITE_URL,
  });
  return dropUndefined({
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.API_EXTERNAL_URL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    keys: dropUndefined({
      jwtSecret: e.JWT_SECRET,
      anonKey: e.ANON_KEY,
      serviceRoleKey: e.SERVICE_ROLE_KEY,
      publishableKey: e.PUBLISHABLE_KEY,
      secretKey: e.SECRET_KEY,
    }),
    auth,
    functions: { env: functionEnv },
  });
}

function dropUndefined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
