import { idOf, type StripeApi, type StripeSubscriptionLike } from './api.ts';

/** The payment of a subscription's latest invoice (what its current period was paid with), if any. */
export async function latestPaymentOf(
  stripe: StripeApi,
  subscription: StripeSubscriptionLike,
): Promise<{ paymentIntent: string; amountPaid: number } | null> {
  const invoiceId = idOf(subscription.latest_invoice);
  if (!invoiceId) return null;
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const paymentIntent = idOf(invoice.payments?.data[0]?.payment.payment_intent ?? null);
  return paymentIntent ? { paymentIntent, amountPaid: invoice.amount_paid } : null;
}

export const activeAtProvider = (subscription: StripeSubscriptionLike) =>
  subscription.status === 'active' || subscription.status === 'trialing';

/**
 * Ends a plan at the provider at once and gives back `share` (0 to 1) of what its current period was paid. The
 * refund's idempotency key names `why` and the subscription, so a retried webhook or a repeated call refunds once.
 */
export async function endPlan(
  stripe: StripeApi,
  subscription: StripeSubscriptionLike,
  share: number,
  why: string,
): Promise<void> {
  if (activeAtProvider(subscription)) await stripe.subscriptions.cancel(subscription.id);
  const paid = await latestPaymentOf(stripe, subscription);
  const amount = paid ? Math.floor(paid.amountPaid * Math.min(1, Math.max(0, share))) : 0;
  if (!paid || amount < 1) return;
  await stripe.refunds
    .create(
      { payment_intent: paid.paymentIntent, amount, metadata: { reason: why } },
      { idempotencyKey: `${why}-${subscription.id}` },
    )
    .catch((error: unknown) => {
      // Refunded already (by hand, or an earlier try that answered too late): nothing is left to give back.
      if ((error as { code?: unknown }).code !== 'charge_already_refunded') throw error;
    });
}

/** The share of a plan's current period not yet used at `now` (seconds): what deleting an account refunds. */
export function unusedShare(subscription: StripeSubscriptionLike, now: number): number {
  const item = subscription.items.data[0];
  if (!item || item.current_period_end <= item.current_period_start) return 0;
  const days = (seconds: number) => Math.floor(seconds / 86_400);
  const left = days(item.current_period_end - now);
  return Math.max(0, left) / Math.max(1, days(item.current_period_end - item.current_period_start));
}
