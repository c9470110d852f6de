import { BROKEN_STATUSES, type ContentLinkRow, type LinkStatus } from './types';

/** Every offline status, in the order docs/api.md lists them (the `status` filter accepts these). */
export const LINK_STATUSES: readonly LinkStatus[] = ['ok', ...BROKEN_STATUSES];

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

/**
 * The batches with only the rows whose `status` is in `statuses` (a link no database row decides
 * has status null and is dropped); batches left empty are skipped. `statuses` null passes every
 * batch through unchanged.
 */
export async function* rowsWithStatus(
  batches: AsyncIterable<ContentLinkRow[]>,
  statuses: readonly LinkStatus[] | null,
): AsyncGenerator<ContentLinkRow[]> {
  if (statuses === null) {
    yield* batches;
    return;
  }
  const keep = new Set<string>(statuses);
  for await (const rows of batches) {
    const kept = rows.filter((row) => row.status !== null && keep.has(row.status));
    if (kept.length) yield kept;
  }
}
