import type { Core } from '@strapi/strapi';
import { indexTable, REFERENCES_TABLE, UPLOAD_PATH } from './tables';

/**
 * One page of the distinct absolute `http(s)` URLs content links to, as the reference index holds
 * them (link rows whose target is no document and names no `/uploads/` path), in URL order after
 * `after` (keyset paging: '' for the first page). Drafts and published versions alike: a broken
 * link in a draft is worth knowing before it is published. The monitor reads its targets here.
 * @param limit URLs per page (at least 1)
 * @returns at most `limit` URLs, ascending; fewer on the last page
 */
export async function linkedUrls(strapi: Core.Strapi, after: string, limit: number): Promise<string[]> {
  const rows = (await indexTable(strapi, strapi.db.connection, REFERENCES_TABLE)
    .distinct('target_url')
    .where({ reference_kind: 'link', target_kind: 'url', [UPLOAD_PATH]: '' })
    .andWhere((query) =>
      query.where('target_url', 'like', 'http://%').orWhere('target_url', 'like', 'https://%'),
    )
    .andWhere('target_url', '>', after)
    .orderBy('target_url', 'asc')
    .limit(Math.max(1, limit))) as Array<{ target_url: string }>;
  return rows.map((row) => String(row.target_url));
}
