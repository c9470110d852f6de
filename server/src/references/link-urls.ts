import type { Core } from '@strapi/strapi';
import { chunked } from '../model/chunked';
import { indexTable, REFERENCES_TABLE, UPLOAD_PATH } from './tables';

/** documentIds per `IN (...)` list of `linkedUrlsOf`. */
const DOCUMENTS_PER_QUERY = 500;

/**
 * Link rows of the reference index to an absolute `http(s)` URL that is no document and names no
 * `/uploads/` path: the links `linkedUrls` and `linkedUrlsOf` answer.
 */
const urlLinks = (strapi: Core.Strapi) =>
  indexTable(strapi, strapi.db.connection, REFERENCES_TABLE)
    .where({ reference_kind: 'link', target_kind: 'url', [UPLOAD_PATH]: '' })
    .andWhere((query) =>
      query.where('target_url', 'like', 'http://%').orWhere('target_url', 'like', 'https://%'),
    );

/**
 * One page of the absolute `http(s)` URLs content links to, as the reference index holds them
 * (link rows whose target is no document and names no `/uploads/` path), in the index's row order
 * after the cursor `after` ('' for the first page; then the page's `next`). A URL linked from several
 * places comes once per link row. Drafts and published versions alike: a broken link in a draft is
 * worth knowing before it is published. The monitor reads its targets here. Paged on the row key,
 * not on the URL: a distinct, URL-ordered page sorted the whole table again for every page, 12 s
 * for 100,000 links on SQLite (docs/benchmarks.md, "Monitor").
 * @param limit link rows per page (at least 1)
 * @returns the page's URLs, and the cursor of the next page (null after the last)
 */
export async function linkedUrls(
  strapi: Core.Strapi,
  after: string,
  limit: number,
): Promise<{ urls: string[]; next: string | null }> {
  const size = Math.max(1, limit);
  const rows = (await urlLinks(strapi)
    .andWhere('id', '>', Number(after || 0))
    .orderBy('id', 'asc')
    .limit(size)
    .select('id', 'target_url')) as Array<{ id: number | string; target_url: string }>;
  const next = rows.length < size ? null : String(rows[rows.length - 1].id);
  return { urls: rows.map((row) => String(row.target_url)), next };
}

/** The content types that hold at least one link row of the index (their UIDs). */
export async function linkingTypes(strapi: Core.Strapi): Promise<string[]> {
  const rows = (await urlLinks(strapi).distinct('source_uid')) as Array<{ source_uid: string }>;
  return rows.map((row) => String(row.source_uid));
}

/** The distinct URLs (as `linkedUrls` reads them) that the given documents of `uid` link to. */
export async function linkedUrlsOf(
  strapi: Core.Strapi,
  uid: string,
  documentIds: readonly string[],
): Promise<string[]> {
  const urls = new Set<string>();
  for (const part of chunked(documentIds, DOCUMENTS_PER_QUERY)) {
    const rows = (await urlLinks(strapi)
      .distinct('target_url')
      .andWhere({ source_uid: uid })
      .whereIn('source_document_id', part)) as Array<{ target_url: string }>;
    for (const row of rows) urls.add(String(row.target_url));
  }
  return [...urls];
}
