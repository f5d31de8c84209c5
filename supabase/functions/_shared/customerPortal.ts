import type { BillingApi } from './billingApi.ts';
import { payingCaller } from './caller.ts';
import { errorResponse, jsonResponse, serveJson, type Handler } from './http.ts';
import type { ProjectApi } from './projectApi.ts';
import type { StripeApi } from './stripeApi.ts';

export interface CustomerPortalDeps {
  api: Pick<ProjectApi, 'getUser'>;
  billing: Pick<BillingApi, 'customerOf'>;
  stripe: StripeApi;
  siteUrl: string;
  log?: (message: string) => void;
}

/**
 * POST /functions/v1/customer-portal with the user's access token: answers `{ url }`, the provider's billing portal
 * for the caller's own customer (cancel at period end, card, invoices), returning to /account. The customer comes
 * from the token's account only; no body is read.
 */
export function createCustomerPortalHandler(deps: CustomerPortalDeps): Handler {
  const returnUrl = `${deps.siteUrl.replace(/\/+$/, '')}/account`;
  return serveJson(
    ['POST'],
    async (request) => {
      const caller = await payingCaller(request, deps.api);
      if (!caller.ok) return caller.response;
      const customer = await deps.billing.customerOf(caller.user.id);
      if (!customer) {
        return errorResponse(request, 404, 'Nothing to manage yet: buy a template or a plan first');
      }
      const portal = await deps.stripe.billingPortal.sessions.create({
        customer,
        return_url: returnUrl,
      });
      return jsonResponse(request, 200, { url: portal.url });
    },
    deps.log,
  );
}
