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

/** The rows a plan reads: key, URL, priority group and last check (ms, null never). */
type PlanRow = Record<string, unknown>;

/** The targets a run may check: of the watched kinds, in content, not checked by the run yet. */
function candidates(strapi: Core.Strapi, runId: string, kinds: readonly MonitorTargetKind[]) {
  const db = strapi.db.connection;
  return pluginTable(strapi, db, WATCH_TARGETS_TABLE)
    .where({ present: 1 })
    .whereIn('kind', [...kinds])
    .andWhereNot({ last_run: runId });
}

/** The columns a plan reads of each candidate. */
const planColumns = (strapi: Core.Strapi) => [
  'id',
  'url',
  'last_checked',
  strapi.db.connection.raw(`${PRIORITY} AS plan_group`),
];

/**
 * Rows of a tie read beyond the budget's share at most: twice the share, or 10,000 when that is
 * more. A site's first run may tie every one of its links (never checked); reading a sample three
 * times the share keeps the choice even host by host (each host's share is a third of its rows in
 * the sample) without reading a million rows onto Strapi's thread.
 */
const TIE_SAMPLE = { perShare: 2, atLeast: 10_000 };

/** Two rows tie when the run's order cannot tell them apart but by key: same group, same last check. */
const tieKey = (row: PlanRow) => `${Number(row.plan_group)}|${row.last_checked ?? ''}`;

/**
 * When the budget cuts through rows the order ties (the never-checked ones, all checked at one
 * checkpoint), the tie's share is chosen host by host from the tie's rows (a sample of them by key,
 * `TIE_SAMPLE`, on a big site), not the first by key: a run then asks each host about as often, and
 * lasts as long as its busiest host needs
 * (docs/decisions/0265-lighter-checkpoints-and-budget-cut-host-by-host.md). `rows` are the first
 * `limit` rows in order.
 */
async function evenCut(
  strapi: Core.Strapi,
  runId: string,
  kinds: readonly MonitorTargetKind[],
  rows: PlanRow[],
): Promise<PlanRow[]> {
  const last = rows[rows.length - 1];
  const tie = tieKey(last);
  const first = rows.findIndex((row) => tieKey(row) === tie);
  const share = rows.length - first;
  const rest = (await candidates(strapi, runId, kinds)
    .whereRaw(`${PRIORITY} = ?`, [Number(last.plan_group)])
    .andWhere((query) =>
      last.last_checked === null
        ? query.whereNull('last_checked')
        : query.where('last_checked', last.last_checked as number),
    )
    .andWhere('id', '>', String(last.id))
    .orderBy('id')
    .limit(Math.max(TIE_SAMPLE.atLeast, share * TIE_SAMPLE.perShare))
    .select(planColumns(strapi))) as PlanRow[];
  if (rest.length === 0) return rows;
  const tied = [...rows.slice(first), ...rest];
  const byId = new Map(tied.map((row) => [String(row.id), row]));
  const chosen = hostByHost(tied.map((row) => ({ id: String(row.id), url: String(row.url) })))
    .slice(0, share)
    .map((id) => byId.get(id) as PlanRow);
  return [...rows.slice(0, first), ...chosen];
}

/**
 * The order in which a run checks its targets (docs/monitoring.md, "Runs and budget"): the ids of
 * those in content of the `kinds` the schedule watches that the run `runId` has not checked yet,
 * at most `limit`, chosen first among the never-checked ones and those whose linking document
 * changed since their last check (`content_changed`), then failing and broken ones, then the
 * longest unchecked; where the budget cuts rows that tie, host by host (`evenCut`). Within each of
 * these three groups they are taken host by host (`hostByHost`;
 * docs/decisions/0250-run-order-host-by-host.md). Read once when an instance takes the run (one
 * sorted statement, ids and URLs), rather than sorting the table again for every batch.
 */
export async function plannedTargetIds(
  strapi: Core.Strapi,
  runId: string,
  limit: number,
  kinds: readonly MonitorTargetKind[],
): Promise<string[]> {
  let rows = (await candidates(strapi, runId, kinds)
    .orderByRaw(`${PRIORITY}, last_checked, id`)
    .limit(limit)
    .select(planColumns(strapi))) as PlanRow[];
  if (rows.length === limit && limit > 0) rows = await evenCut(strapi, runId, kinds, rows);
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
