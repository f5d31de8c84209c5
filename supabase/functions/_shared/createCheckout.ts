import type { BillingApi } from './billingApi.ts';
import { errorResponse, jsonResponse, readJsonObject, type Handler } from './http.ts';
import type { AuthUser, ProjectApi } from './projectApi.ts';
import { ensurePrice, type StripeApi } from './stripeApi.ts';
import { serveFunction } from './serveFunction.ts';
import type { Throttle } from './throttle.ts';
import { statusFromRow } from './checkSubscription.ts';

export interface CreateCheckoutDeps {
  api: Pick<ProjectApi, 'getUser' | 'findSubscriber'>;
  billing: BillingApi;
  stripe: StripeApi;
  siteUrl: string;
  /** Checkouts started per signed-in user: each one costs provider calls. */
  perUser: Throttle;
  now?: () => Date;
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
  const now = deps.now ?? (() => new Date());
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
      };
      let successUrl: string;
      let cancelUrl: string;
      if (purchase.kind === 'product') {
        const product = await deps.billing.product(purchase.slug);
        if (!product) return errorResponse(request, 404, 'No such template');
        if (product.price_type !== 'Paid') {
          return errorResponse(request, 400, 'This template is free: get it from its page');
        }
        if (await deps.billing.owns(user.id, product.id)) {
          return errorResponse(request, 409, 'You already own this template');
        }
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
        };
        const page = `${site}/all-framer-templates/${product.slug}`;
        successUrl = `${page}?checkout=success&session_id={CHECKOUT_SESSION_ID}`;
        cancelUrl = `${page}?checkout=cancelled`;
      } else {
        const plan = await deps.billing.plan(purchase.id);
        if (!plan) return errorResponse(request, 404, 'No such plan');
        if (statusFromRow(await deps.api.findSubscriber(user.id), now()).subscribed) {
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
        session = { mode: 'subscription', price, metadata: { user_id: user.id, plan_id: plan.id } };
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
      const checkout = await open(await customerFor(user)).catch(async (error: unknown) => {
        // The stored customer was deleted at the provider (or the local stand-in restarted empty): make a new one.
        if (!isMissingCustomer(error)) throw error;
        return open(await customerFor(user, true));
      });
      return jsonResponse(request, 200, { id: checkout.id, url: checkout.url });
    },
    ...(deps.log ? { log: deps.log } : {}),
  });
}
