/**
 * Formats a date as an IMF-fixdate (RFC 9110 section 5.6.7), e.g. `Sun, 01 Aug 2027 23:59:59 GMT`,
 * the form the `Sunset` header takes (RFC 8594). A bare `YYYY-MM-DD` means the end of that UTC day.
 * @param isoDate an ISO 8601 date or date-time
 */
export function toImfFixdate(isoDate: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(isoDate);
  const date = new Date(dateOnly ? `${isoDate}T23:59:59Z` : isoDate);
  return date.toUTCString();
}

/** Current time as ISO 8601 with an explicit `+00:00` offset (docs/api.md: every timestamp carries its UTC offset). */
export function nowIso(): string {
  return new Date().toISOString().replace('Z', '+00:00');
}
