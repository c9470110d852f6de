import type { SiteUrlRow } from './site-urls';

/** One locale version whose website URL changed: where it was, and where it is now (null: gone). */
export interface UrlMove {
  uid: string;
  document_id: string;
  /** '' without i18n. */
  locale: string;
  old_url: string;
  /** The new URL, or null when the page has no published URL any more (unpublished, deleted, a locale removed). */
  new_url: string | null;
}

/** The key of one locale version of a document. */
const versionKey = (row: Pick<SiteUrlRow, 'uid' | 'document_id' | 'locale'>) =>
  `${row.uid}\u0000${row.document_id}\u0000${row.locale}`;

/**
 * The moves between the stored URLs of some documents (`before`) and their URLs now (`after`):
 * a version whose URL changed moved, one stored but absent now is gone; one new now (a first
 * publish) is no move.
 */
export function movesBetween(before: readonly SiteUrlRow[], after: readonly SiteUrlRow[]): UrlMove[] {
  const now = new Map(after.map((row) => [versionKey(row), row.site_url]));
  const moves: UrlMove[] = [];
  for (const row of before) {
    const current = now.get(versionKey(row)) ?? null;
    if (current === row.site_url) continue;
    moves.push({
      uid: row.uid,
      document_id: row.document_id,
      locale: row.locale,
      old_url: row.site_url,
      new_url: current,
    });
  }
  return moves;
}
