import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Core } from '@strapi/strapi';
import type { MonitorTargetKind } from '@route-discovery/contract';
import { pluginTable, WATCH_TARGETS_TABLE } from '../migrations/plugin-tables';
import { hostByHost, hostKey, type PlannedTarget } from './host-order';
import { tieChooser, tieQuota } from './tie-cut';

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
 * the sample) without reading a million rows onto Strapi's thread. Beyond the targets checked
 * longest ago, twice the rows before them in the run (or 10,000): the rows the balance moves from
 * one host to another are at most those (decision 0270), and each page of that group is sorted by
 * last check on Strapi's thread (34 ms on SQLite at 100,000 targets).
 */
const TIE_SAMPLE = { perShare: 2, atLeast: 10_000 };

/** Two rows tie when the run's order cannot tell them apart but by key: same group, same last check. */
const tieKey = (row: PlanRow) => `${Number(row.plan_group)}|${row.last_checked ?? ''}`;

/** The group of the targets checked longest ago, the last of `PRIORITY`'s. */
const LONGEST_UNCHECKED = 2;

/**
 * Which rows after the budget's last row compete for its cut: its tie (same group, same last
 * check), or, when the cut falls among the targets checked longest ago, that whole group, so the
 * share can be balanced against what each host already has in the run
 * (docs/decisions/0270-longest-unchecked-against-what-each-host-has.md).
 */
type CutScope = 'tie' | 'group';

/**
 * Calls `each` with every row (key, URL, last check) of `last`'s `scope` after it in the run's
 * order, at most `most` rows, `ORDER_PAGE` rows per statement and per event-loop turn (keyset on
 * the order's columns: the key in a tie, last check then key in the group). `each` returns false
 * to stop reading.
 */
async function eachRowAfter(
  strapi: Core.Strapi,
  runId: string,
  kinds: readonly MonitorTargetKind[],
  last: PlanRow,
  scope: CutScope,
  most: number,
  each: (row: PlanRow) => boolean,
): Promise<void> {
  let after = last;
  for (let read = 0; read < most; ) {
    const from = after;
    const query = candidates(strapi, runId, kinds).whereRaw(`${PRIORITY} = ?`, [Number(last.plan_group)]);
    if (scope === 'tie') {
      query
        .andWhere((where) =>
          last.last_checked === null
            ? where.whereNull('last_checked')
            : where.where('last_checked', last.last_checked as number),
        )
        .andWhere('id', '>', String(from.id))
        .orderBy('id');
    } else {
      query
        .andWhere((where) =>
          where
            .where('last_checked', '>', from.last_checked as number)
            .orWhere((same) =>
              same.where('last_checked', from.last_checked as number).andWhere('id', '>', String(from.id)),
            ),
        )
        .orderBy([{ column: 'last_checked' }, { column: 'id' }]);
    }
    const page = (await query
      .limit(Math.min(ORDER_PAGE, most - read))
      .select('id', 'url', 'last_checked')) as PlanRow[];
    for (const row of page) if (!each(row)) return;
    if (page.length < ORDER_PAGE) return;
    read += page.length;
    after = page[page.length - 1];
    await nextTurn();
  }
}

/**
 * When the budget cuts through rows the order ties (the never-checked ones, all checked at one
 * checkpoint), the tie's share is chosen host by host from the tie's rows (a sample of them by key,
 * `TIE_SAMPLE`, on a big site), not the first by key: a run then asks each host about as often, and
 * lasts as long as its busiest host needs
 * (docs/decisions/0265-lighter-checkpoints-and-budget-cut-host-by-host.md). When it cuts through
 * the targets checked longest ago, their share is chosen the same way from that whole group, each
 * host's oldest first, and against what each host already has from the groups before (a host with
 * 3 failing targets in the run takes 3 fewer of the oldest:
 * docs/decisions/0270-longest-unchecked-against-what-each-host-has.md). The rows beyond `rows` are
 * read twice page by page, first to count them per host, then to take the share (`tieQuota`), so
 * no more than a page of them is held at once
 * (docs/decisions/0266-budget-cut-read-page-by-page.md). `rows` are the first `limit` rows in order.
 */
async function evenCut(
  strapi: Core.Strapi,
  runId: string,
  kinds: readonly MonitorTargetKind[],
  rows: PlanRow[],
): Promise<PlanRow[]> {
  const last = rows[rows.length - 1];
  const scope: CutScope = Number(last.plan_group) === LONGEST_UNCHECKED ? 'group' : 'tie';
  const tie = tieKey(last);
  const first = rows.findIndex((row) =>
    scope === 'group' ? Number(row.plan_group) === LONGEST_UNCHECKED : tieKey(row) === tie,
  );
  const share = rows.length - first;
  const most = Math.max(TIE_SAMPLE.atLeast, (scope === 'group' ? first : share) * TIE_SAMPLE.perShare);
  const counts = new Map<string, number>();
  const count = (row: PlanRow, into = counts) => {
    const host = hostKey(String(row.url));
    into.set(host, (into.get(host) ?? 0) + 1);
    return true;
  };
  const before = new Map<string, number>();
  for (const row of rows.slice(0, first)) count(row, before);
  const head = rows.slice(first);
  head.forEach((row) => count(row));
  let beyond = 0;
  await eachRowAfter(strapi, runId, kinds, last, scope, most, (row) => {
    beyond += 1;
    return count(row);
  });
  if (beyond === 0) return rows;
  const chooser = tieChooser(tieQuota(counts, share, before), before);
  const chosen = head.filter((row) => chooser.take(String(row.url)));
  // The second reading stops once the share is full: rows another instance adds meanwhile
  // cannot make the run's budget larger.
  if (chosen.length < share) {
    await eachRowAfter(strapi, runId, kinds, last, scope, most, (row) => {
      if (chooser.take(String(row.url))) chosen.push({ ...row, plan_group: last.plan_group });
      return chosen.length < share;
    });
  }
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
