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
 * One page of the distinct absolute `http(s)` URLs content links to, as the reference index holds
 * them (link rows whose target is no document and names no `/uploads/` path), in URL order after
 * `after` (keyset paging: '' for the first page). Drafts and published versions alike: a broken
 * link in a draft is worth knowing before it is published. The monitor reads its targets here.
 * @param limit URLs per page (at least 1)
 * @returns at most `limit` URLs, ascending; fewer on the last page
 */
export async function linkedUrls(strapi: Core.Strapi, after: string, limit: number): Promise<string[]> {
  const rows = (await urlLinks(strapi)
    .distinct('target_url')
    .andWhere('target_url', '>', after)
    .orderBy('target_url', 'asc')
    .limit(Math.max(1, limit))) as Array<{ target_url: string }>;
  return rows.map((row) => String(row.target_url));
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
