import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import type { AuthSettings, LocalSupabaseOptions } from '../config.ts';
import { type ApiSchemas, defaultApiSchemas } from '../rest/exposedSchemas.ts';

const isDirectory = (dir: string) =>
  stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );

/** The supabase/ folder `--dir` names: the folder itself, or the project root holding one. */
async function supabaseFolder(dir: string): Promise<string> {
  const given = path.resolve(dir);
  if (await isDirectory(path.join(given, 'migrations'))) return given;
  const nested = path.join(given, 'supabase');
  if (await stat(path.join(nested, 'config.toml')).catch(() => undefined)) return nested;
  return given;
}

/** Each project's database lives here, keyed by its folder, never in the site's own data directory. */
const projectsDataDir = fileURLToPath(new URL('../../.data/projects', import.meta.url));

type Table = Record<string, unknown>;
const table = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};

/** The auth settings config.toml sets, as the Supabase CLI reads them for `supabase start`. */
function authFromConfig(config: Table): Partial<AuthSettings> {
  const auth = table(config.auth);
  const email = table(auth.email);
  const settings: Partial<AuthSettings> = {};
  if (typeof auth.site_url === 'string') settings.siteUrl = auth.site_url;
  if (Array.isArray(auth.additional_redirect_urls))
    settings.additionalRedirectUrls = auth.additional_redirect_urls.map(String);
  if (typeof auth.jwt_expiry === 'number') settings.jwtExpirySeconds = auth.jwt_expiry;
  if (typeof auth.enable_signup === 'boolean') settings.disableSignup = !auth.enable_signup;
  if (typeof auth.minimum_password_length === 'number')
    settings.passwordMinLength = auth.minimum_password_length;
  if (typeof email.enable_confirmations === 'boolean')
    settings.mailerAutoconfirm = !email.enable_confirmations;
  return settings;
}

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/** `KEY=value` lines of functions/.env, which `supabase functions serve` hands the functions as secrets. */
async function functionSecrets(functionsDir: string): Promise<Record<string, string>> {
  const text = await readFile(path.join(functionsDir, '.env'), 'utf8').catch(() => '');
  const secrets: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const [, key = '', raw = ''] = match;
    secrets[key] = /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return secrets;
}

export interface FoundFunctions {
  projectFunctions: Record<string, string>;
  verifyJwt: Record<string, boolean>;
  /** functions/.env */
  env: Record<string, string>;
}

/**
 * The project's Edge Functions as the Supabase CLI finds them: each folder of functions/ except `_shared`-style
 * and dot folders, entered at its `index.ts` (or the `entrypoint` its `[functions.<name>]` table gives, relative to
 * the supabase/ folder); `enabled = false` leaves one out, `verify_jwt` defaults to true.
 */
async function functionsFromFolder(supabaseDir: string, config: Table): Promise<FoundFunctions> {
  const functionsDir = path.join(supabaseDir, 'functions');
  const entries = await readdir(functionsDir, { withFileTypes: true }).catch(() => []);
  const projectFunctions: Record<string, string> = {};
  const verifyJwt: Record<string, boolean> = {};
  for (const entry of entries) {
    if (!entry.isDirectory() || /^[_.]/.test(entry.name)) continue;
    const settings = table(table(config.functions)[entry.name]);
    if (settings.enabled === false) continue;
    const entrypoint =
      typeof settings.entrypoint === 'string'
        ? path.resolve(supabaseDir, settings.entrypoint)
        : path.join(functionsDir, entry.name, 'index.ts');
    if (!(await isFile(entrypoint))) continue;
    projectFunctions[entry.name] = entrypoint;
    verifyJwt[entry.name] = settings.verify_jwt !== false;
  }
  return { projectFunctions, verifyJwt, env: await functionSecrets(functionsDir) };
}

/** config.toml, or undefined when the folder has none. */
async function readConfigToml(supabaseDir: string): Promise<Table | undefined> {
  const configPath = path.join(supabaseDir, 'config.toml');
  const text = await readFile(configPath, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return parse(text);
  } catch (error) {
    throw new Error(`${configPath}: ${(error as Error).message}`);
  }
}

/** config.toml `[api] schemas` and `extra_search_path`, the CLI's defaults for what it leaves out. */
export async function projectApiSchemas(supabaseDir: string): Promise<ApiSchemas> {
  const api = table((await readConfigToml(supabaseDir))?.api);
  const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);
  return {
    schemas: strings(api.schemas) ?? defaultApiSchemas.schemas,
    extraSearchPath: strings(api.extra_search_path) ?? defaultApiSchemas.extraSearchPath,
  };
}

/** The functions of a supabase/ folder (this repository's or another's), from its folders and config.toml. */
export async function projectFunctions(supabaseDir: string): Promise<FoundFunctions> {
  return functionsFromFolder(supabaseDir, (await readConfigToml(supabaseDir)) ?? {});
}

/**
 * Options for serving another project's supabase/ folder (`start --dir <path>`): its migrations, seed files,
 * storage objects and config.toml auth settings, with a database of its own beside the site's (its functions are
 * found when the server starts, as this repository's are).
 */
export async function projectDirOptions(dir: string): Promise<LocalSupabaseOptions> {
  const supabaseDir = await supabaseFolder(dir);
  const config = await readConfigToml(supabaseDir);
  if (!config)
    throw new Error(`--dir ${dir}: no config.toml in ${supabaseDir} (is it a supabase/ folder?)`);
  const id = createHash('sha256').update(supabaseDir).digest('hex').slice(0, 12);
  const name =
    typeof config.project_id === 'string'
      ? config.project_id
      : path.basename(path.dirname(supabaseDir));
  return {
    supabaseDir,
    dataDir: path.join(projectsDataDir, `${name.replace(/[^\w.-]/g, '_')}-${id}`),
    auth: authFromConfig(config),
  };
}
