import type { WaitUntil } from './background.ts';
import { createBillingApi } from './billingApi.ts';
import type { CheckSubscriptionDeps, SubscriptionStatus } from './checkSubscription.ts';
import type { CreateCheckoutDeps } from './createCheckout.ts';
import type { CustomerPortalDeps } from './customerPortal.ts';
import type { DeleteAccountDeps } from './deleteAccount.ts';
import {
  createDevMailboxTransport,
  createResendTransport,
  type MailTransport,
} from './mailTransport.ts';
import { createStripeProvider, type PaymentProvider } from './payments.ts';
import { createProjectApi } from './projectApi.ts';
import type { SendResetEmailDeps } from './sendResetEmail.ts';
import { createSharedAnswers } from './sharedAnswers.ts';
import type { StripeConnection } from './stripeApi.ts';
import type { StripeWebhookDeps } from './stripeWebhook.ts';
import { createThrottle } from './throttle.ts';

export type EnvReader = (name: string) => string | undefined;

export const defaultSiteUrl = 'http://127.0.0.1:4173';
const defaultMailFrom = 'Outpace <no-reply@outpace.studio>';

function required(env: EnvReader, name: string): string {
  const value = env(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

function seconds(env: EnvReader, name: string, fallback: number): number {
  const value = Number(env(name));
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are injected by the Edge Runtime and by the local server. */
function projectAccess(env: EnvReader, fetchImpl: typeof fetch) {
  return {
    url: required(env, 'SUPABASE_URL'),
    serviceKey: required(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    fetch: fetchImpl,
  };
}

const projectApi = (env: EnvReader, fetchImpl: typeof fetch) =>
  createProjectApi(projectAccess(env, fetchImpl));

/**
 * `provider` is Stripe when the entry point has a client (stripeFromEnv), or a fake one in the local server's
 * tests; without one the stored row is the only truth.
 */
export function checkSubscriptionDepsFromEnv(
  env: EnvReader,
  fetchImpl: typeof fetch = fetch,
  provider?: PaymentProvider,
): CheckSubscriptionDeps {
  const cacheSeconds = seconds(env, 'SUBSCRIPTION_CACHE_SECONDS', 60);
  return {
    api: projectApi(env, fetchImpl),
    perUser: createThrottle(30, 60),
    ...(provider
      ? { payments: { provider, answers: createSharedAnswers<SubscriptionStatus>(cacheSeconds) } }
      : {}),
  };
}

export const stripeProvider = (connection: StripeConnection | undefined) =>
  connection ? createStripeProvider(connection.stripe) : undefined;

/** What every payment function is built from: the project, its payment tables, Stripe and the site's origin. */
function paymentDeps(env: EnvReader, stripe: StripeConnection['stripe'], fetchImpl: typeof fetch) {
  return {
    api: projectApi(env, fetchImpl),
    billing: createBillingApi(projectAccess(env, fetchImpl)),
    stripe,
    siteUrl: env('SITE_URL') || defaultSiteUrl,
  };
}

export function createCheckoutDepsFromEnv(
  env: EnvReader,
  { stripe }: StripeConnection,
  fetchImpl: typeof fetch = fetch,
): CreateCheckoutDeps {
  return { ...paymentDeps(env, stripe, fetchImpl), perUser: createThrottle(20, 60) };
}

export const customerPortalDepsFromEnv = (
  env: EnvReader,
  { stripe }: StripeConnection,
  fetchImpl: typeof fetch = fetch,
): CustomerPortalDeps => paymentDeps(env, stripe, fetchImpl);

export function stripeWebhookDepsFromEnv(
  env: EnvReader,
  { stripe, cryptoProvider }: StripeConnection,
  fetchImpl: typeof fetch = fetch,
): StripeWebhookDeps {
  return {
    ...paymentDeps(env, stripe, fetchImpl),
    cryptoProvider,
    webhookSecret: required(env, 'STRIPE_WEBHOOK_SECRET'),
  };
}

export function deleteAccountDepsFromEnv(
  env: EnvReader,
  fetchImpl: typeof fetch = fetch,
): DeleteAccountDeps {
  return { api: projectApi(env, fetchImpl) };
}

export function mailTransportFromEnv(
  env: EnvReader,
  fetchImpl: typeof fetch = fetch,
): MailTransport {
  const resendKey = env('RESEND_API_KEY');
  if (resendKey)
    return createResendTransport(resendKey, env('MAIL_FROM') || defaultMailFrom, fetchImpl);
  return createDevMailboxTransport(
    required(env, 'SUPABASE_URL'),
    required(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    fetchImpl,
  );
}

export function sendResetEmailDepsFromEnv(
  env: EnvReader,
  waitUntil: WaitUntil,
  fetchImpl: typeof fetch = fetch,
): SendResetEmailDeps {
  return {
    api: projectApi(env, fetchImpl),
    mail: mailTransportFromEnv(env, fetchImpl),
    siteUrl: env('SITE_URL') || defaultSiteUrl,
    perAddress: createThrottle(1, seconds(env, 'RESET_EMAIL_INTERVAL', 60)),
    perClient: createThrottle(30, 300),
    waitUntil,
  };
}
