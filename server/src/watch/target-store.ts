import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { MonitorTargetState } from '@route-discovery/contract';
import { pluginTable, WATCH_TARGETS_TABLE, type Knex } from '../migrations/plugin-tables';
import { linkedUrls } from '../references/link-urls';
import type { TargetHistory } from './target-state';

/** URLs read from the reference index per page, and targets written per statement. */
const SYNC_PAGE = 500;

const targets = (strapi: Core.Strapi, db: Knex = strapi.db.connection) =>
  pluginTable(strapi, db, WATCH_TARGETS_TABLE);

/** A target's key: SHA-256 (hex) of its kind and URL; a URL may be longer than any index key. */
export function targetId(kind: string, url: string): string {
  return createHash('sha256').update(`${kind}\n${url}`).digest('hex');
}

/** A stored target: its key, URL and history. */
export interface StoredTarget extends TargetHistory {
  id: string;
  url: string;
}

const optionalNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A row of the targets table with its numbers as numbers (PostgreSQL answers bigint as text). */
export function historyOf(row: Record<string, unknown>): StoredTarget {
  return {
    id: String(row.id),
    url: String(row.url),
    state: String(row.state) as MonitorTargetState,
    state_since: Number(row.state_since),
    last_checked: optionalNumber(row.last_checked),
    last_success: optionalNumber(row.last_success),
    first_failure: optionalNumber(row.first_failure),
    consecutive_failures: Number(row.consecutive_failures),
    last_status: optionalNumber(row.last_status),
    last_error: String(row.last_error ?? ''),
  };
}

/**
 * Brings the external-link targets up to the content (docs/monitoring.md, "Targets"): every URL
 * `isOutside` keeps among those the reference index lists gets a row (new ones `unchecked`, first
 * seen `now`), each is marked in content with `last_seen = now`, and the rows not seen now are
 * marked gone from content (kept for their history until retention). Writes at most one insert
 * and one update per `SYNC_PAGE` URLs.
 * @returns the number of URLs in content
 */
export async function syncExternalTargets(
  strapi: Core.Strapi,
  now: number,
  isOutside: (url: string) => boolean,
): Promise<number> {
  let after = '';
  let total = 0;
  for (;;) {
    const page = await linkedUrls(strapi, after, SYNC_PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1];
    const urls = page.filter(isOutside);
    total += urls.length;
    const ids = new Map(urls.map((url) => [targetId('external', url), url]));
    if (ids.size === 0) continue;
    const known = (await targets(strapi)
      .whereIn('id', [...ids.keys()])
      .select('id')) as Array<{ id: string }>;
    const knownIds = new Set(known.map((row) => String(row.id)));
    if (knownIds.size) {
      await targets(strapi)
        .whereIn('id', [...knownIds])
        .update({ present: 1, last_seen: now });
    }
    const fresh = [...ids].filter(([id]) => !knownIds.has(id));
    if (fresh.length) {
      await targets(strapi).insert(
        fresh.map(([id, url]) => ({
          id,
          kind: 'external',
          url,
          present: 1,
          first_seen: now,
          last_seen: now,
          state: 'unchecked',
          state_since: now,
        })),
      );
    }
    if (page.length < SYNC_PAGE) break;
  }
  await targets(strapi).where('last_seen', '<', now).andWhere({ present: 1 }).update({ present: 0 });
  return total;
}

/** Ids read per statement when a run reads its planned targets' histories. */
const HISTORY_PAGE = 500;

/**
 * The order in which a run checks its targets (docs/monitoring.md, "Runs and budget"): the ids of
 * those in content that the run `runId` has not checked yet, never-checked ones first (new links),
 * then failing and broken ones, then the longest unchecked; ties by key; at most `limit`. Read once
 * when an instance takes the run (one sorted statement, ids only), rather than sorting the table
 * again for every batch.
 */
export async function plannedTargetIds(strapi: Core.Strapi, runId: string, limit: number): Promise<string[]> {
  const rows = (await targets(strapi)
    .where({ present: 1 })
    .andWhereNot({ last_run: runId })
    .orderByRaw(
      'CASE WHEN last_checked IS NULL THEN 0 WHEN consecutive_failures > 0 THEN 1 ELSE 2 END, last_checked, id',
    )
    .limit(limit)
    .select('id')) as Array<{ id: string }>;
  return rows.map((row) => String(row.id));
}

/**
 * The stored targets of `ids`, in the order of `ids` (an id no longer stored is left out), read
 * by primary key at most `HISTORY_PAGE` at a time.
 */
export async function targetsById(strapi: Core.Strapi, ids: readonly string[]): Promise<StoredTarget[]> {
  const found = new Map<string, StoredTarget>();
  for (let start = 0; start < ids.length; start += HISTORY_PAGE) {
    const rows = (await targets(strapi).whereIn('id', ids.slice(start, start + HISTORY_PAGE))) as Array<
      Record<string, unknown>
    >;
    for (const row of rows) found.set(String(row.id), historyOf(row));
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** Writes one target's new history, marking it checked by `runId` (the run's checkpoint). */
export async function saveTarget(
  strapi: Core.Strapi,
  db: Knex,
  id: string,
  runId: string,
  history: TargetHistory,
): Promise<void> {
  await targets(strapi, db)
    .where({ id })
    .update({ ...history, last_run: runId });
}
