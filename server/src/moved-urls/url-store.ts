import type { Core } from '@strapi/strapi';
import type { Knex } from '../migrations/plugin-tables';
import { siteUrlTable } from '../migrations/site-url-table';
import { chunked } from '../model/chunked';
import { DOCUMENT_IDS_PER_QUERY } from '../model/documents-by-id';
import { urlKey, type SiteUrlRow } from './site-urls';

/** Rows inserted per statement (five values a row: far below every driver's bind limit). */
const INSERT_ROWS = 500;

/**
 * The stored (last seen) website URLs of some documents of one content type, every locale.
 * @throws the database driver's error
 */
export async function storedSiteUrls(
  strapi: Core.Strapi,
  db: Knex,
  uid: string,
  documentIds: readonly string[],
): Promise<SiteUrlRow[]> {
  const rows: SiteUrlRow[] = [];
  for (const chunk of chunked(documentIds, DOCUMENT_IDS_PER_QUERY)) {
    const read = (await siteUrlTable(strapi, db)
      .select('uid', 'document_id', 'locale', 'site_url')
      .where({ uid })
      .whereIn('document_id', chunk)) as SiteUrlRow[];
    rows.push(...read);
  }
  return rows;
}

/**
 * Inserts site URL rows, `INSERT_ROWS` a statement; a row another instance inserted first (same
 * content type, document and locale) is left as it is.
 */
export async function insertSiteUrls(
  strapi: Core.Strapi,
  db: Knex,
  rows: readonly SiteUrlRow[],
): Promise<void> {
  for (const chunk of chunked(rows, INSERT_ROWS)) {
    await siteUrlTable(strapi, db)
      .insert(chunk.map((row) => ({ ...row, url_key: urlKey(row.site_url) })))
      .onConflict(['uid', 'document_id', 'locale'])
      .ignore();
  }
}

/**
 * Replaces the stored URLs of some documents of one content type with `current` (their URLs now):
 * their rows are deleted, then `current` inserted.
 * @throws the database driver's error
 */
export async function replaceSiteUrls(
  strapi: Core.Strapi,
  db: Knex,
  uid: string,
  documentIds: readonly string[],
  current: readonly SiteUrlRow[],
): Promise<void> {
  for (const chunk of chunked(documentIds, DOCUMENT_IDS_PER_QUERY)) {
    await siteUrlTable(strapi, db).where({ uid }).whereIn('document_id', chunk).delete();
  }
  await insertSiteUrls(strapi, db, current);
}

/** Whether the table holds no row yet (the first run: the baseline is still to be taken). */
export async function siteUrlsEmpty(strapi: Core.Strapi, db: Knex): Promise<boolean> {
  return !(await siteUrlTable(strapi, db).select('uid').first());
}
