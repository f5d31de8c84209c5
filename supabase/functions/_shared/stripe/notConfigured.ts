import { errorResponse, type Handler } from '../http/answers.ts';
import { serveFunction } from '../http/serveFunction.ts';

/** What the payment functions answer on a project without STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET). */
export const paymentsNotConfigured: Handler = serveFunction({
  methods: ['POST'],
  session: 'anyone',
  handle: async (request) =>
    errorResponse(request, 503, 'Payments are not configured on this server'),
});
