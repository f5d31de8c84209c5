/**
 * Formats a USD amount for display: `$`, thousands separators, and cents only when there are any.
 * 12500 → "$12,500", 12.5 → "$12.50", -1200 → "-$1,200".
 *
 * By hand rather than with `Intl.NumberFormat`: the browser's first Intl formatter loads its locale data, about
 * 50 ms of main thread on a mid-range phone, and the calculator would pay it while the visitor scrolls towards it.
 * The output is en-US's, the same on every server, browser and CI host (the tests compare it with Intl's).
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
  const sign = cents < 0 ? '-' : '';
  // Beyond 2^53 cents a double no longer holds every cent: whole dollars then, as Intl prints them.
  if (!Number.isSafeInteger(cents))
    return `${sign}$${groupThousands(Math.round(Math.abs(amount)))}`;
  const absoluteCents = Math.abs(cents);
  const dollars = groupThousands(Math.floor(absoluteCents / 100));
  const rest = absoluteCents % 100;
  return `${sign}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** 1234567 → "1,234,567". Through BigInt, which writes any integer out in full (String(1e21) is "1e+21"). */
function groupThousands(whole: number): string {
  return BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
}
