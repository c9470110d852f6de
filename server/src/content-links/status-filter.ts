import { BROKEN_STATUSES, LINK_STATUSES, type LinkStatus } from '@route-discovery/contract';

/**
 * The `status` filter of a content-links request (docs/api.md, "Content links"): `broken` (every
 * status but `ok`) or a comma-separated list of statuses. Null when absent or when any part is
 * not a status, so an unrecognised value is ignored as the other filters are.
 * @param raw the query parameter's first value, or null
 */
export function parseStatusFilter(raw: string | null): readonly LinkStatus[] | null {
  if (raw === null) return null;
  if (raw === 'broken') return BROKEN_STATUSES;
  const parts = raw.split(',').map((part) => part.trim());
  if (!parts.every((part) => (LINK_STATUSES as readonly string[]).includes(part))) return null;
  return LINK_STATUSES.filter((status) => parts.includes(status));
}
