import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Core } from '@strapi/strapi';
import type { MonitorTargetKind } from '@route-discovery/contract';
import { pluginTable, WATCH_TARGETS_TABLE } from '../migrations/plugin-tables';
import { hostByHost, type PlannedTarget } from './host-order';

/** The run's priority of a target: 0 never checked or changed, 1 failing or broken, 2 the rest. */
const PRIORITY =
  'CASE WHEN last_checked IS NULL OR content_changed > last_checked THEN 0 ' +
  'WHEN consecutive_failures > 0 THEN 1 ELSE 2 END';

/** Planned rows ordered per event-loop turn (a turn lets the app's requests in between). */
const ORDER_PAGE = 5000;

/**
 * The order in which a run checks its targets (docs/monitoring.md, "Runs and budget"): the ids of
 * those in content of the `kinds` the schedule watches that the run `runId` has not checked yet,
 * at most `limit`, chosen first among the never-checked ones and those whose linking document
 * changed since their last check (`content_changed`), then failing and broken ones, then the
 * longest unchecked (ties by key). Within each of these three groups they are taken host by host
 * (`hostByHost`; docs/decisions/0250-run-order-host-by-host.md). Read once when an instance takes
 * the run (one sorted statement, ids and URLs), rather than sorting the table again for every batch.
 */
export async function plannedTargetIds(
  strapi: Core.Strapi,
  runId: string,
  limit: number,
  kinds: readonly MonitorTargetKind[],
): Promise<string[]> {
  const db = strapi.db.connection;
  const rows = (await pluginTable(strapi, db, WATCH_TARGETS_TABLE)
    .where({ present: 1 })
    .whereIn('kind', [...kinds])
    .andWhereNot({ last_run: runId })
    .orderByRaw(`${PRIORITY}, last_checked, id`)
    .limit(limit)
    .select('id', 'url', db.raw(`${PRIORITY} AS plan_group`))) as Array<Record<string, unknown>>;
  const groups: PlannedTarget[][] = [];
  let group = -1;
  for (let start = 0; start < rows.length; start += ORDER_PAGE) {
    for (const row of rows.slice(start, start + ORDER_PAGE)) {
      // PostgreSQL and MySQL may answer the CASE as text or bigint.
      const rowGroup = Number(row.plan_group);
      if (rowGroup !== group) groups.push([]);
      group = rowGroup;
      groups[groups.length - 1].push({ id: String(row.id), url: String(row.url) });
    }
    await nextTurn();
  }
  rows.length = 0;
  return groups.flatMap(hostByHost);
}
