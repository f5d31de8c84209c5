/**
 * Made on first use, not when the module loads: the first formatter with a time zone costs Chromium about 25 ms
 * (100 ms on a throttled phone) to set up, and pages that share this module's chunk without showing a date (a
 * template page's get-template panel) would pay it as one long task while they hydrate.
 */
let utcLongDate: Intl.DateTimeFormat | undefined;

/** Formats an ISO date as e.g. 'March 31, 2027' (UTC); anything unparsable is shown as given. */
export function formatAccountDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  utcLongDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return utcLongDate.format(date);
}
