const utcLongDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Formats an ISO date as e.g. 'March 31, 2027' (UTC); anything unparsable is shown as given. */
export function formatAccountDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : utcLongDate.format(date);
}
