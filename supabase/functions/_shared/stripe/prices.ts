import type { StripeApi } from './api.ts';

export interface PriceSpec {
  lookupKey: string;
  name: string;
  amountCents: number;
  currency: string;
  monthly: boolean;
}

/**
 * The provider's price for a row of ours, found by its lookup key; created (taking the key over from an older
 * price) when there is none yet or the row's amount changed, so the database stays the one place prices are set.
 */
export async function ensurePrice(stripe: StripeApi, spec: PriceSpec): Promise<string> {
  const [current] = (
    await stripe.prices.list({ lookup_keys: [spec.lookupKey], active: true, limit: 1 })
  ).data;
  if (
    current &&
    current.unit_amount === spec.amountCents &&
    current.currency === spec.currency &&
    Boolean(current.recurring) === spec.monthly
  ) {
    return current.id;
  }
  const created = await stripe.prices.create({
    currency: spec.currency,
    unit_amount: spec.amountCents,
    lookup_key: spec.lookupKey,
    transfer_lookup_key: true,
    nickname: spec.name,
    product_data: { name: spec.name },
    ...(spec.monthly ? { recurring: { interval: 'month' as const } } : {}),
  });
  return created.id;
}
