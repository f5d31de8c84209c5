import type { BillingApi } from '../_shared/project/billingApi.ts';
import { errorResponse, jsonResponse, type Handler } from '../_shared/http/answers.ts';
import type { ProjectApi } from '../_shared/project/projectApi.ts';
import { serveFunction } from '../_shared/http/serveFunction.ts';
import type { StripeApi } from '../_shared/stripe/api.ts';

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
 * from the token's account only; no body is read. Session: `user` (aal2 once the account has a verified factor).
 */
export function createCustomerPortalHandler(deps: CustomerPortalDeps): Handler {
  const returnUrl = `${deps.siteUrl.replace(/\/+$/, '')}/account`;
  return serveFunction({
    methods: ['POST'],
    session: 'user',
    api: deps.api,
    handle: async (request, user) => {
      const customer = await deps.billing.customerOf(user.id);
      if (!customer) {
        return errorResponse(request, 404, 'Nothing to manage yet: buy a template or a plan first');
      }
      const portal = await deps.stripe.billingPortal.sessions.create({
        customer,
        return_url: returnUrl,
      });
      return jsonResponse(request, 200, { url: portal.url });
    },
    ...(deps.log ? { log: deps.log } : {}),
  });
}
