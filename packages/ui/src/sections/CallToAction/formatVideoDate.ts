/**
 * A publication date for people, e.g. `14 September 2026`. Formatted in UTC, so the prerendered HTML and the
 * hydrated page agree whatever the visitor's time zone. Unparseable input is returned unchanged.
 */
export function formatVideoDate(isoDate: string, locale = 'en-GB'): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
