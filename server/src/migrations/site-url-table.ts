import type { Core } from '@strapi/strapi';
import { pluginTable, SITE_URLS_TABLE, type Knex } from './plugin-tables';

/**
 * The site URL table (`SITE_URLS_TABLE`) on `db` (Strapi's connection or a transaction), in
 * Strapi's schema. Moved URLs writes it (the "before" of a move); the monitor reads it
 * (`publishedSiteUrls`): both take it from this floor, neither from the other.
 */
export const siteUrlTable = (strapi: Core.Strapi, db: Knex) => pluginTable(strapi, db, SITE_URLS_TABLE);

/**
 * One page of the website URLs of published documents (every content type and locale with a
 * `urlPatterns` entry) after the cursor `after` ('' first; then the page's `next`), at most `limit`
 * rows, in the order of their indexed key (`url_key`, so no page sorts the table; a URL two
 * documents share may come twice): the monitor's `site-pages` targets (docs/monitoring.md).
 * @throws the database driver's error
 */
export async function publishedSiteUrls(
  strapi: Core.Strapi,
  after: string,
  limit: number,
): Promise<{ urls: string[]; next: string | null }> {
  const size = Math.max(1, limit);
  const rows = (await siteUrlTable(strapi, strapi.db.connection)
    .where('url_key', '>', after)
    .orderBy('url_key', 'asc')
    .limit(size)
    .select('url_key', 'site_url')) as Array<{ url_key: string; site_url: string }>;
  const next = rows.length < size ? null : String(rows[rows.length - 1].url_key);
  return { urls: rows.map((row) => String(row.site_url)), next };
}
