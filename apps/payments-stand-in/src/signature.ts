import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header Stripe sends with a webhook: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`,
 * keyed with the endpoint's signing secret as written (the `whsec_` prefix included).
 */
export function stripeSignatureHeader(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
