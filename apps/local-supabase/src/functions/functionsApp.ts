import { Hono, type Context } from 'hono';
import type { ApiKeys, FunctionSettings } from '../config.ts';
import type { JwtService } from '../tokens/jwt.ts';
import { bearerToken } from '../http/bearer.ts';
import { clientIp } from '../http/clientIp.ts';
import type { DenoWorkers } from './denoWorkers.ts';

export interface FunctionsContext {
  keys: ApiKeys;
  jwt: JwtService;
  settings: FunctionSettings;
  publicUrl: () => string;
  /** The project's functions, each run by Deno from its own entry point. */
  workers: DenoWorkers;
}

/** The environment a hosted function receives, plus the configured secrets. */
export function functionEnv(
  ctx: Pick<FunctionsContext, 'keys' | 'settings' | 'publicUrl'>,
): Record<string, string> {
  return {
    SUPABASE_URL: ctx.publicUrl(),
    SUPABASE_ANON_KEY: ctx.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: ctx.keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: ctx.keys.secretKey }),
    ...ctx.settings.env,
  };
}

const unforwardableMethods = new Set(['CONNECT', 'TRACE', 'TRACK']);

const functionNotFound = (c: Context) =>
  c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);

/** The hosted answer when a function's worker does not start (its output is in the server log). */
const bootError = (c: Context) =>
  c.json({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, 503);

/**
 * The address headers a hosted function receives. Hosted projects are reached through Cloudflare, which
 * sets CF-Connecting-IP to the peer it accepted the connection from, replacing any value the client sent,
 * and appends that peer to whatever X-Forwarded-For the client wrote. Doing the same here keeps a function
 * that trusts the wrong header as exposed locally as it would be in production.
 */
function withPlatformAddressHeaders(incoming: Headers, peer: string): Headers {
  const headers = new Headers(incoming);
  headers.set('cf-connecting-ip', peer);
  const claimed = incoming.get('x-forwarded-for');
  headers.set('x-forwarded-for', claimed ? `${claimed}, ${peer}` : peer);
  return headers;
}

/**
 * /functions/v1/<name>: the Edge Runtime's part. It applies the per-function verify_jwt check, injects
 * the same environment variables, and hands the request to the function with the prefix stripped.
 */
export function createFunctionsApp(ctx: FunctionsContext): Hono {
  const app = new Hono();

  async function invoke(c: Context): Promise<Response> {
    const name = c.req.param('name') ?? '';
    if (!ctx.workers.has(name)) return functionNotFound(c);
    if (ctx.settings.verifyJwt[name] !== false) {
      const token = bearerToken(c);
      if (!token) return c.json({ code: 401, message: 'Missing authorization header' }, 401);
      if (!(await ctx.jwt.verify(token)).ok)
        return c.json({ code: 401, message: 'Invalid JWT' }, 401);
    }
    // The Fetch API cannot carry these methods, so no function can be handed one.
    if (unforwardableMethods.has(c.req.method)) {
      return c.json({ error: `Method ${c.req.method} not allowed` }, 405);
    }
    const url = new URL(c.req.url);
    const forwarded = withPlatformAddressHeaders(c.req.raw.headers, clientIp(c));
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const request = new Request(
      `${url.origin}${url.pathname.replace(/^\/functions\/v1/, '')}${url.search}`,
      {
        method: c.req.method,
        headers: forwarded,
        ...(hasBody ? { body: await c.req.arrayBuffer() } : {}),
      },
    );
    return (await ctx.workers.fetch(name, request)) ?? bootError(c);
  }

  app.all('/:name', invoke);
  app.all('/:name/*', invoke);
  // Mounted apps never see their own notFound (Hono runs only the top-level one): a catch-all instead.
  app.all('*', functionNotFound);
  return app;
}
