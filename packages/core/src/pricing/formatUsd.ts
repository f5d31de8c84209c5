// Pinned to en-US so the output is the same on every server, browser and CI host, whatever its locale.
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats a USD amount for display: `$`, thousands separators, and cents only when there are any.
 * 12500 → "$12,500", 12.5 → "$12.50", -1200 → "-$1,200".
 *
 * @throws {RangeError} for NaN or ±Infinity, so a broken calculation never reaches a visitor as "$NaN".
 */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`formatUsd expects a finite amount, got ${String(amount)}`);
  }
  // Decide on whole cents so 12.999 reads "$13" rather than "$13.00"; `+ 0` turns -0 into 0 so a
  // tiny negative never prints "-$0".
  const cents = Math.round(amount * 100) + 0;
  const formatter = cents % 100 === 0 ? wholeDollars : dollarsAndCents;
  return formatter.format(cents / 100);
}
