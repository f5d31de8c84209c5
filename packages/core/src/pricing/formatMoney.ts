import { formatUsd } from './formatUsd';

/**
 * Formats an amount in a currency's minor unit, as the database and Stripe store it (`price_cents`,
 * `amount_cents`): 2999 'usd' → "$29.99", 1900 'usd' → "$19". US dollars read as every price on the site does
 * (formatUsd, without Intl); another currency, which nothing sold here uses today, through Intl in en-US, divided by
 * its own minor unit (500 'jpy' is ¥500).
 *
 * @throws {RangeError} for an amount that is not a whole number of minor units, or an unknown currency code.
 */
export function formatMoney(amountMinor: number, currency: string): string {
  if (!Number.isInteger(amountMinor)) {
    throw new RangeError(`formatMoney expects whole minor units, got ${String(amountMinor)}`);
  }
  const code = currency.toUpperCase();
  if (code === 'USD') return formatUsd(amountMinor / 100);
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
  // Intl resolves a currency's fraction digits to its minor unit (2 for EUR, 0 for JPY).
  const { maximumFractionDigits: minorDigits = 2 } = intl.resolvedOptions();
  return intl.format(amountMinor / 10 ** minorDigits);
}
