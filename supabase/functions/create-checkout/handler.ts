import { isFree } from '../../../packages/core/src/contracts/index.ts';
import type { BillingApi } from '../_shared/project/billingApi.ts';
import {
  bearerToken,
  errorResponse,
  jsonResponse,
  readJsonObject,
  type Handler,
} from '../_shared/http/answers.ts';
import type { AuthUser, ProjectApi } from '../_shared/project/projectApi.ts';
import type { StripeApi, StripeCheckoutSessionLike } from '../_shared/stripe/api.ts';
import { ensurePrice } from '../_shared/stripe/prices.ts';
import { serveFunction } from '../_shared/http/serveFunction.ts';
import type { Throttle } from '../_shared/memory/throttle.ts';

export interface CreateCheckoutDeps {
  api: Pick<ProjectApi, 'getUser' | 'subscriptionAnswer'>;
  billing: BillingApi;
  stripe: StripeApi;
  siteUrl: string;
  /** Checkouts started per signed-in user: each one costs provider calls. */
  perUser: Throttle;
  log?: (message: string) => void;
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const whatToBuy = 'Send { "product": "<template slug>" } or { "plan": "<plan id>" }';

type Purchase =
  { kind: 'product'; slug: string } | { kind: 'plan'; id: string } | { kind: 'invalid' };

/** Only what is bought is read from the body; a price, amount, mode or customer sent along is ignored. */
function purchaseFrom(body: Record<string, unknown>): Purchase {
  const { product, plan } = body;
  const valid = (value: unknown): value is string =>
    typeof value === 'string' && value.length <= 80 && slugPattern.test(value);
  if (product !== undefined && plan === undefined && valid(product))
    return { kind: 'product', slug: product };
  if (plan !== undefined && product === undefined && valid(plan)) return { kind: 'plan', id: plan };
  return { kind: 'invalid' };
}

const isMissingCustomer = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'resource_missing' &&
  (error as { param?: unknown }).param === 'customer';

/**
 * POST /functions/v1/create-checkout with the user's access token and `{ product }` or `{ plan }`: opens a hosted
 * checkout for a Paid template (payment mode, the row's price) or a plan (subscription mode, the plan's monthly
 * price) and answers `{ url }`. Price, mode, customer and return pages are decided here, from the database.
 * Session: `user` (aal2 once the account has a verified factor).
 */
export function createCheckoutHandler(deps: CreateCheckoutDeps): Handler {
  const site = deps.siteUrl.replace(/\/+$/, '');

  async function customerFor(user: AuthUser, replace = false): Promise<string> {
    const stored = replace ? null : await deps.billing.customerOf(user.id);
    if (stored) return stored;
    const created = await deps.stripe.customers.create(
      { email: user.email, metadata: { user_id: user.id } },
      // Two concurrent first checkouts of one account create one customer.
      { idempotencyKey: `customer-${user.id}${replace ? `-${Date.now()}` : ''}` },
    );
    return deps.billing.saveCustomer(user.id, created.id, replace);
  }

  return serveFunction({
    methods: ['POST'],
    session: 'user',
    api: deps.api,
    handle: async (request, user) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const purchase = purchaseFrom(body.value);
      if (purchase.kind === 'invalid') return errorResponse(request, 400, whatToBuy);

      const wait = deps.perUser.hit(user.id);
      if (wait > 0) {
        return errorResponse(request, 429, `Too many checkouts. Try again in ${wait} seconds.`, {
          'Retry-After': String(wait),
        });
      }

      let session: {
        mode: 'payment' | 'subscription';
        price: string;
        metadata: Record<string, string>;
        /** An open checkout of the account this one replaces: the same template, or any plan. */
        replaces: (other: StripeCheckoutSessionLike) => boolean;
      };
      let successUrl: string;
      let cancelUrl: string;
      if (purchase.kind === 'product') {
        const product = await deps.billing.product(purchase.slug);
        if (!product) return errorResponse(request, 404, 'No such template');
        if (isFree(product)) {
          return errorResponse(request, 400, 'This template is free: get it from its page');
        }
        // The database decides what the caller already has, as it does for the remix link (template_entitlement).
        const entitlement = await deps.billing.entitlement(bearerToken(request) ?? '', product.id);
        if (entitlement === 'subscription') {
          return errorResponse(request, 409, 'Your plan already includes this template');
        }
        if (entitlement) return errorResponse(request, 409, 'You already own this template');
        const price = await ensurePrice(deps.stripe, {
          lookupKey: `template_${product.slug.replaceAll('-', '_')}`,
          name: product.name,
          amountCents: product.price_cents,
          currency: 'usd',
          monthly: false,
        });
        session = {
          mode: 'payment',
          price,
          metadata: { user_id: user.id, product_id: product.id },
          replaces: (other) => other.metadata?.product_id === product.id,
        };
        const page = `${site}/all-framer-templates/${product.slug}`;
        successUrl = `${page}?checkout=success&session_id={CHECKOUT_SESSION_ID}`;
        cancelUrl = `${page}?checkout=cancelled`;
      } else {
        const plan = await deps.billing.plan(purchase.id);
        if (!plan) return errorResponse(request, 404, 'No such plan');
        if ((await deps.api.subscriptionAnswer(user.id))?.subscribed) {
          return errorResponse(
            request,
            409,
            'You already have a plan: manage it from your account',
          );
        }
        const price = await ensurePrice(deps.stripe, {
          lookupKey: plan.lookup_key,
          name: plan.name,
          amountCents: plan.price_cents,
          currency: plan.currency,
          monthly: true,
        });
        session = {
          mode: 'subscription',
          price,
          metadata: { user_id: user.id, plan_id: plan.id },
          replaces: (other) => other.mode === 'subscription',
        };
        successUrl = `${site}/account?checkout=success&session_id={CHECKOUT_SESSION_ID}`;
        cancelUrl = `${site}/plans?checkout=cancelled`;
      }

      const open = (customer: string) =>
        deps.stripe.checkout.sessions.create({
          mode: session.mode,
          customer,
          client_reference_id: user.id,
          metadata: session.metadata,
          line_items: [{ price: session.price, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
      // The account's other open checkouts of the same thing stop taking cards (a page in another tab, an old
      // link), so at most the newest can be paid; the database refunds one paid anyway.
      const expireOthers = async (customer: string) => {
        const { data } = await deps.stripe.checkout.sessions.list({
          customer,
          status: 'open',
          limit: 100,
        });
        await Promise.all(
          data
            .filter(session.replaces)
            .map((other) => deps.stripe.checkout.sessions.expire(other.id)),
        );
      };
      const opened = async (customer: string) => {
        await expireOthers(customer);
        return open(customer);
      };
      const checkout = await opened(await customerFor(user)).catch(async (error: unknown) => {
        // The stored customer was deleted at the provider (or the local stand-in restarted empty): make a new one.
        if (!isMissingCustomer(error)) throw error;
        return open(await customerFor(user, true));
      });
      return jsonResponse(request, 200, { id: checkout.id, url: checkout.url });
    },
    ...(deps.log ? { log: deps.log } : {}),
  });
}
