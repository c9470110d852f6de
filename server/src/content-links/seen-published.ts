import type { ScannedRow } from '../model/document-scan';

/** Documents a run remembers as scanned: three keyset pages of content links (`LINK_SCAN_ROWS`). */
export const SEEN_DOCUMENTS = 300;

/** The key of a document version: its locale, or this for a type that is not localized. */
const NOT_LOCALIZED = '';

/**
 * Published document versions a content-links run has scanned so far, by content type UID,
 * documentId and locale: a link to one of them is `ok` without reading the database again
 * (`decideOffline`), since the scan itself read that published row in this run. Links between
 * documents often point at documents near them in the scan (the same page, a recent one) or at a
 * few popular ones. At most `limit` documents are remembered; the set is emptied when a page
 * would pass it, and later links to the forgotten ones are read from the database as before.
 * The limit is small on purpose: documents remembered for longer than a few pages outlive two
 * young-generation collections and are promoted to V8's old generation, and once forgotten they
 * stay there until a full collection (10,000 measured +77 MiB of peak RSS growth on SQLite and
 * +105 MiB on PostgreSQL at 100,000 documents, against +17 and +48 without; docs/benchmarks.md).
 */
export class SeenPublished {
  private readonly byType = new Map<string, Map<string, Set<string>>>();
  private size = 0;

  /** @param limit documents remembered at most (`SEEN_DOCUMENTS`) */
  constructor(readonly limit = SEEN_DOCUMENTS) {}

  /**
   * Remembers a page of published rows of one type (`scanPublishedRows` reads only published
   * rows of a draft-and-publish type, and every row of another).
   * @param localized whether the type is localized (its rows' `locale` then counts)
   */
  add(uid: string, localized: boolean, rows: readonly ScannedRow[]): void {
    if (this.size + rows.length > this.limit) {
      this.byType.clear();
      this.size = 0;
    }
    let documents = this.byType.get(uid);
    if (!documents) {
      documents = new Map();
      this.byType.set(uid, documents);
    }
    for (const row of rows) {
      const documentId = String(row.documentId);
      let locales = documents.get(documentId);
      if (!locales) {
        locales = new Set();
        documents.set(documentId, locales);
        this.size += 1;
      }
      locales.add(localized ? String(row.locale ?? NOT_LOCALIZED) : NOT_LOCALIZED);
    }
  }

  /**
   * Whether a published version of the document was seen: in `locale` when one is given (a
   * localized type), in any locale when it is null.
   */
  has(uid: string, documentId: string, locale: string | null): boolean {
    const locales = this.byType.get(uid)?.get(documentId);
    if (!locales) return false;
    return locale === null || locales.has(locale);
  }
}
