import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Expectation } from '@route-discovery/check-engine';
import type { Core } from '@strapi/strapi';
import type { MonitorTargetKind, MonitorTargetState } from '@route-discovery/contract';
import { pluginTable, WATCH_TARGETS_TABLE, type Knex } from '../migrations/plugin-tables';
import { linkedUrls } from '../references';
import type { TargetHistory } from './target-state';

/** URLs read from the reference index per page, and targets written per statement. */
const SYNC_PAGE = 500;

const targets = (strapi: Core.Strapi, db: Knex = strapi.db.connection) =>
  pluginTable(strapi, db, WATCH_TARGETS_TABLE);

/** A target's key: SHA-256 (hex) of its kind and URL; a URL may be longer than any index key. */
export function targetId(kind: string, url: string): string {
  return createHash('sha256').update(`${kind}\n${url}`).digest('hex');
}

/** A stored target: its key, kind, URL, when it was first and last seen in content (ms), and its history. */
export interface StoredTarget extends TargetHistory {
  id: string;
  kind: string;
  url: string;
  first_seen: number;
  last_seen: number;
  /** What an anonymous GET must answer (`content-api` and `admin` targets); absent or null for links. */
  expect?: Expectation | null;
}

const optionalNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A row of the targets table with its numbers as numbers (PostgreSQL answers bigint as text). */
export function historyOf(row: Record<string, unknown>): StoredTarget {
  return {
    id: String(row.id),
    kind: String(row.kind),
    url: String(row.url),
    first_seen: Number(row.first_seen),
    last_seen: Number(row.last_seen),
    state: String(row.state) as MonitorTargetState,
    state_since: Number(row.state_since),
    last_checked: optionalNumber(row.last_checked),
    last_success: optionalNumber(row.last_success),
    first_failure: optionalNumber(row.first_failure),
    consecutive_failures: Number(row.consecutive_failures),
    last_status: optionalNumber(row.last_status),
    last_error: String(row.last_error ?? ''),
    expect: row.expect === 'success' || row.expect === 'refusal' ? row.expect : null,
  };
}

/**
 * The route a `content-api` or `admin` target checks, from its row's columns (migration 0024):
 * the path as registered, the handler's UID and what an anonymous GET must answer; null for a
 * link or a page (no expectation stored). The one reading `v1/monitor/targets` and the alerts share.
 */
export function targetRouteOf(
  row: Record<string, unknown>,
): { path: string; handler: string; expect: Expectation } | null {
  const expect = historyOf(row).expect;
  return expect ? { path: String(row.route ?? ''), handler: String(row.handler ?? ''), expect } : null;
}

/**
 * One page of a source's URLs: at most the `limit` asked for, a URL possibly again on a later page,
 * and `next`, the opaque cursor of the page after it (null after the last page).
 */
export interface UrlPage {
  urls: string[];
  next: string | null;
}

/** Reads the page of a kind's URLs after the cursor `after` ('' for the first page). */
export type UrlPages = (strapi: Core.Strapi, after: string, limit: number) => Promise<UrlPage>;

/**
 * Brings the external-link targets up to the content (docs/monitoring.md, "Targets"): every URL
 * `isOutside` keeps among those the reference index lists (`syncTargets`).
 * @returns the number of URLs in content
 */
export function syncExternalTargets(
  strapi: Core.Strapi,
  now: number,
  isOutside: (url: string) => boolean,
): Promise<number> {
  return syncTargets(strapi, 'external', now, linkedUrls, isOutside);
}

/**
 * Brings the targets of one kind up to their source (docs/monitoring.md, "Targets"): every URL
 * `read` lists and `keep` keeps gets a row (new ones `unchecked`, first seen `now`), each is marked
 * present with `last_seen = now`, and the kind's rows not seen now are marked gone (kept for their
 * history until retention). Writes at most one insert and one update per `SYNC_PAGE` URLs.
 * @param columnsOf more columns of a new row (the discovery row of a `content-api` or `admin` target)
 * @returns the number of URLs present
 */
export function syncTargets(
  strapi: Core.Strapi,
  kind: MonitorTargetKind,
  now: number,
  read: UrlPages,
  keep: (url: string) => boolean,
  columnsOf: (url: string) => Record<string, string> = () => ({}),
): Promise<number> {
  return syncTargetPages(strapi, kind, now, keptPages(strapi, read, keep), columnsOf);
}

/** The pages `read` answers in turn (by their cursors), each narrowed to what `keep` keeps. */
async function* keptPages(strapi: Core.Strapi, read: UrlPages, keep: (url: string) => boolean) {
  let after: string | null = '';
  while (after !== null) {
    const page: UrlPage = await read(strapi, after, SYNC_PAGE);
    after = page.next;
    yield page.urls.filter(keep);
  }
}

/**
 * Brings the targets of one kind up to the URLs `pages` yields (docs/monitoring.md, "Targets"):
 * each URL gets a row (new ones `unchecked`, first seen `now`; a URL in two pages is one row), each
 * is marked present with `last_seen = now`, and the kind's rows not seen now are marked gone
 * (kept for their history until retention). Writes at most one insert and one update per page, so
 * a page should hold at most `SYNC_PAGE` URLs.
 * @returns the number of the kind's targets present
 */
export async function syncTargetPages(
  strapi: Core.Strapi,
  kind: MonitorTargetKind,
  now: number,
  pages: AsyncIterable<string[]>,
  columnsOf: (url: string) => Record<string, string> = () => ({}),
): Promise<number> {
  for await (const urls of pages) {
    const ids = new Map(urls.map((url) => [targetId(kind, url), url]));
    if (ids.size > 0) await syncPage(strapi, { kind, now, columnsOf }, ids);
    // On SQLite every statement runs on this thread: a turn of the event loop between pages lets
    // the app's requests in (a 100,000-link sync otherwise held it for seconds; docs/benchmarks.md).
    await nextTurn();
  }
  await targets(strapi).where('last_seen', '<', now).andWhere({ present: 1, kind }).update({ present: 0 });
  const [{ total }] = (await targets(strapi).where({ present: 1, kind }).count({ total: '*' })) as Array<{
    total: number | string;
  }>;
  return Number(total);
}

/** What a sync writes on each target: its kind, the time, more columns of a new row. */
interface SyncOf {
  kind: MonitorTargetKind;
  now: number;
  columnsOf: (url: string) => Record<string, string>;
}

/** Marks the targets of one page of URLs (`ids`: key to URL) seen `now`, adding the new ones. */
async function syncPage(strapi: Core.Strapi, { kind, now, columnsOf }: SyncOf, ids: Map<string, string>) {
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
  if (fresh.length === 0) return;
  await targets(strapi).insert(
    fresh.map(([id, url]) => ({
      ...columnsOf(url),
      id,
      kind,
      url,
      present: 1,
      first_seen: now,
      last_seen: now,
      state: 'unchecked',
      state_since: now,
    })),
  );
}

/**
 * Ids read per statement when a run reads its planned targets' histories: on SQLite a statement
 * runs on Strapi's thread, so a run reads small pages with a turn of the event loop between them
 * (500 at a time held the thread for about 10 ms; docs/benchmarks.md, "Monitor").
 */
const HISTORY_PAGE = 100;

/**
 * The stored targets of `ids`, in the order of `ids` (an id no longer stored is left out), read
 * by primary key at most `HISTORY_PAGE` at a time, a turn of the event loop after each.
 */
export async function targetsById(strapi: Core.Strapi, ids: readonly string[]): Promise<StoredTarget[]> {
  const found = new Map<string, StoredTarget>();
  for (let start = 0; start < ids.length; start += HISTORY_PAGE) {
    const rows = (await targets(strapi).whereIn('id', ids.slice(start, start + HISTORY_PAGE))) as Array<
      Record<string, unknown>
    >;
    for (const row of rows) found.set(String(row.id), historyOf(row));
    await nextTurn();
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}
