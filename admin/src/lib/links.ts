import { FAILING_LINK_OUTCOMES, type LinkOutcome } from '@route-discovery/check-engine';
import { BROKEN_STATUSES, MOVED_STATUS, type ContentLinkRow } from '@route-discovery/contract';

export type { ContentLinkRow };

/** Server statuses that are broken links, decided without a request (docs/api.md, "Link status"). */
const BROKEN = new Set<string>(BROKEN_STATUSES);

/** A link row and what is known of it: the offline status, or a test's outcome. */
export interface LinkEntry {
  key: string;
  row: ContentLinkRow;
  /** `broken` when decided offline, `ok` for published documents, `redirect` for a moved URL, null until tested. */
  outcome: LinkOutcome | null;
  reason: string;
}

/**
 * Entries of a page: offline-decided links carry their outcome from the start. The key names the
 * occurrence (document, locale, field and URL), so it is the same on every page and in a Test all.
 */
export function linkEntries(rows: ContentLinkRow[]): LinkEntry[] {
  return rows.map((row) => {
    const key = [row.content_type, row.document_id, row.locale ?? '', row.field_path, row.url].join(' ');
    if (row.status && BROKEN.has(row.status)) return { key, row, outcome: 'broken', reason: row.status };
    // A link to a moved website URL: the redirect carries readers, the editor should update it (as the CLI reports it).
    if (row.status === MOVED_STATUS) return { key, row, outcome: 'redirect', reason: MOVED_STATUS };
    if (row.status === 'ok' && row.kind === 'document')
      return { key, row, outcome: 'ok', reason: 'published' };
    return { key, row, outcome: null, reason: '' };
  });
}

/** Whether a link's outcome fails (the CLI's `FAILING_LINK_OUTCOMES`: broken, unreachable). */
export function isFailingLink(outcome: LinkOutcome | null): boolean {
  return outcome !== null && FAILING_LINK_OUTCOMES.includes(outcome);
}
