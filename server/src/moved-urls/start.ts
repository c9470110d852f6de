import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';
import { scanPublishedRows } from '../model/document-scan';
import { registerMoveMiddleware } from './document-middleware';
import { plannedTypes, siteUrlsOfRows } from './site-urls';
import { insertSiteUrls, siteUrlsEmpty } from './url-store';

/**
 * The first run's baseline: every published page's website URL now, stored (no move recorded),
 * type by type in keyset pages (`scanPublishedRows`), so memory holds one page. Taken only while
 * the site URL table is empty; two instances taking it at once insert the same rows once.
 * @returns the rows stored
 * @throws the database driver's error
 */
export async function takeBaseline(strapi: Core.Strapi): Promise<number> {
  const db = strapi.db.connection;
  if (!(await siteUrlsEmpty(strapi, db))) return 0;
  let stored = 0;
  for (const planned of await plannedTypes(strapi)) {
    for await (const page of scanPublishedRows(strapi, planned.type, planned.plan.columns)) {
      const rows = await siteUrlsOfRows(strapi, planned, page);
      await insertSiteUrls(strapi, db, rows);
      stored += rows.length;
    }
  }
  return stored;
}

/**
 * Starts the moved URLs (docs/api.md, "Moved URLs"): the document service middleware that records
 * moves, and the baseline of today's URLs on the first run (awaited: the moves of the first
 * actions need it). A failed baseline is logged, not fatal: it is taken again at the next start.
 */
export async function startMovedUrls(strapi: Core.Strapi): Promise<void> {
  registerMoveMiddleware(strapi);
  try {
    await takeBaseline(strapi);
  } catch {
    strapi.log.warn(
      `${LOG_PREFIX} the website URLs' baseline could not be read; moves are recorded from each page's next change`,
    );
  }
}
