import { Hono, type Context } from 'hono';
import { createCheckSubscriptionHandler } from '../../../../supabase/functions/_shared/checkSubscription.ts';
import { createCheckoutHandler } from '../../../../supabase/functions/_shared/createCheckout.ts';
import { createCustomerPortalHandler } from '../../../../supabase/functions/_shared/customerPortal.ts';
import { createDeleteAccountHandler } from '../../../../supabase/functions/_shared/deleteAccount.ts';
import {
  checkSubscriptionDepsFromEnv,
  createCheckoutDepsFromEnv,
  customerPortalDepsFromEnv,
  deleteAccountDepsFromEnv,
  sendResetEmailDepsFromEnv,
  stripeProvider,
  stripeWebhookDepsFromEnv,
  type EnvReader,
} from '../../../../supabase/functions/_shared/env.ts';
import type { Handler } from '../../../../supabase/functions/_shared/http.ts';
import { createSendResetEmailHandler } from '../../../../supabase/functions/_shared/sendResetEmail.ts';
import {
  paymentsNotConfigured,
  stripeFromEnv,
  type StripeConnection,
} from '../../../../supabase/functions/_shared/stripeApi.ts';
import { createStripeWebhookHandler } from '../../../../supabase/functions/_shared/stripeWebhook.ts';
import type { PaymentProvider } from '../../../../supabase/functions/_shared/payments.ts';
import type { ApiKeys, FunctionSettings, Logger } from '../config.ts';
import type { JwtService } from '../tokens/jwt.ts';
import { bearerToken } from '../http/bearer.ts';
import { clientIp } from '../http/clientIp.ts';
import type { BackgroundTasks } from './backgroundTasks.ts';
import type { DenoWorkers } from './denoWorkers.ts';

export interface FunctionsContext {
  keys: ApiKeys;
  jwt: JwtService;
  settings: FunctionSettings;
  publicUrl: () => string;
  log: Logger;
  background: BackgroundTasks;
  /** Another project's functions (`start --dir`), served instead of this repository's. */
  workers?: DenoWorkers;
}

/** The environment a hosted function receives, plus the configured secrets. */
export function functionEnv(ctx: FunctionsContext): Record<string, string> {
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

interface FunctionRuntime {
  env: EnvReader;
  settings: FunctionSettings;
  log: Logger;
  background: BackgroundTasks;
}

type HandlerFactory = (runtime: FunctionRuntime) => Handler;

/**
 * A handler built on the first request from the Stripe client for the function's environment (the same `stripe`
 * package the Deno entry points load through `npm:`). Loading the package takes about a second, which every server
 * start, and so every test file, would otherwise pay whether or not it calls a payment function.
 */
function withStripe(
  env: EnvReader,
  build: (stripe: StripeConnection) => Handler,
  configured = (stripe: StripeConnection | undefined): stripe is StripeConnection =>
    Boolean(stripe),
): Handler {
  if (!env('STRIPE_SECRET_KEY')) return paymentsNotConfigured;
  let handler: Promise<Handler> | undefined;
  return async (request) => {
    handler ??= import('stripe').then(({ default: Stripe }) => {
      const stripe = stripeFromEnv(env, Stripe);
      return configured(stripe) ? build(stripe) : paymentsNotConfigured;
    });
    return (await handler)(request);
  };
}

/** The deployable functions, built from the same shared modules as their Deno entry points. */
const registry: Record<string, HandlerFactory> = {
  'check-subscription': ({ env, settings, log }) => {
    const handler = (provider: PaymentProvider | undefined) =>
      createCheckSubscriptionHandler({
        ...checkSubscriptionDepsFromEnv(env, fetch, provider),
        log,
      });
    if (settings.paymentProvider || !env('STRIPE_SECRET_KEY'))
      return handler(settings.paymentProvider);
    return withStripe(env, (stripe) => handler(stripeProvider(stripe)));
  },
  'create-checkout': ({ env, log }) =>
    withStripe(env, (stripe) =>
      createCheckoutHandler({ ...createCheckoutDepsFromEnv(env, stripe), log }),
    ),
  'customer-portal': ({ env, log }) =>
    withStripe(env, (stripe) =>
      createCustomerPortalHandler({ ...customerPortalDepsFromEnv(env, stripe), log }),
    ),
  'stripe-webhook': ({ env, log }) =>
    withStripe(
      env,
      (stripe) => createStripeWebhookHandler({ ...stripeWebhookDepsFromEnv(env, stripe), log }),
      (stripe): stripe is StripeConnection => Boolean(stripe && env('STRIPE_WEBHOOK_SECRET')),
    ),
  'delete-account': ({ env, log }) =>
    createDeleteAccountHandler({ ...deleteAccountDepsFromEnv(env, fetch), log }),
  'send-reset-email': ({ env, settings, log, background }) => {
    const deps = sendResetEmailDepsFromEnv(env, background.waitUntil);
    return createSendResetEmailHandler({
      ...deps,
      ...(settings.mailTransport ? { mail: settings.mailTransport } : {}),
      log,
    });
  },
};

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
  const handlers = new Map<string, Handler>();

  // Built on first use: SUPABASE_URL is only known once the server listens.
  function handlerFor(name: string): Handler {
    const existing = handlers.get(name);
    if (existing) return existing;
    const env = functionEnv(ctx);
    const log = (line: string) => ctx.log(`[functions/${name}] ${line}`);
    const handler = registry[name]?.({
      env: (key) => env[key],
      settings: ctx.settings,
      log,
      background: ctx.background,
    });
    if (!handler) throw new Error(`No function ${name}`);
    handlers.set(name, handler);
    return handler;
  }

  async function invoke(c: Context): Promise<Response> {
    const name = c.req.param('name') ?? '';
    const known = ctx.workers ? ctx.workers.has(name) : Object.hasOwn(registry, name);
    if (!known) return functionNotFound(c);
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
    if (!ctx.workers) return handlerFor(name)(request);
    return (await ctx.workers.fetch(name, request)) ?? bootError(c);
  }

  app.all('/:name', invoke);
  app.all('/:name/*', invoke);
  // Mounted apps never see their own notFound (Hono runs only the top-level one): a catch-all instead.
  app.all('*', functionNotFound);
  return app;
}
