import type { RedirectCheck, RedirectChecksBody } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { tableNames, tableQuery, type TableRow } from '../model/table-query';
import { MOVED_URL_UID } from './move-records';
import { urlKey } from './site-urls';

/**
 * Stores the last check of each old URL on every record of that URL (matched by `oldUrlKey`),
 * one UPDATE per old URL; checks of URLs no record names change nothing. A failure part way keeps
 * the checks stored before it (each is a whole fact on its own).
 * @returns how many old URLs matched a record
 * @throws the database driver's error
 */
export async function storeRedirectChecks(
  strapi: Core.Strapi,
  checks: RedirectChecksBody['checks'],
): Promise<number> {
  const { table, column } = tableNames(strapi, MOVED_URL_UID);
  let matched = 0;
  for (const check of checks) {
    const updated = await tableQuery(strapi, table)
      .where(column('oldUrlKey'), urlKey(check.old_url))
      .update({
        [column('checkVerdict')]: check.verdict,
        [column('checkStatus')]: check.status,
        [column('checkLocation')]: check.location,
        [column('checkedAt')]: new Date(check.checked_at),
      });
    if (Number(updated) > 0) matched += 1;
  }
  return matched;
}

/** Text of a date column as ISO 8601 (drivers give a Date, or text or a number on SQLite). */
export function isoText(value: unknown): string {
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** The `redirect_check` of a record row read with `checkColumns`; null when never checked. */
export function redirectCheckOf(row: TableRow): RedirectCheck | null {
  if (typeof row.checkVerdict !== 'string' || row.checkedAt === null || row.checkedAt === undefined)
    return null;
  return {
    verdict: row.checkVerdict as RedirectCheck['verdict'],
    status: row.checkStatus === null || row.checkStatus === undefined ? null : Number(row.checkStatus),
    location: typeof row.checkLocation === 'string' ? row.checkLocation : null,
    checked_at: isoText(row.checkedAt),
  };
}

/** The check columns of the record table aliased `r`, for a select. */
export function checkColumns(strapi: Core.Strapi): Record<string, string> {
  const { column } = tableNames(strapi, MOVED_URL_UID);
  const names = ['checkVerdict', 'checkStatus', 'checkLocation', 'checkedAt'];
  return Object.fromEntries(names.map((name) => [name, `r.${column(name)}`]));
}
